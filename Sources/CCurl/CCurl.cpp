#include "CCurl.h"

#include <dlfcn.h>
#include <string>

namespace {

// libcurl's entry points, resolved once by name from the library dlopen found.
struct Curl {
    CURLcode (*global_init)(long) = nullptr;
    CURL *(*easy_init)(void) = nullptr;
    void (*easy_cleanup)(CURL *) = nullptr;
    CURLcode (*easy_perform)(CURL *) = nullptr;
    const char *(*easy_strerror)(CURLcode) = nullptr;
    CURLcode (*easy_setopt)(CURL *, CURLoption, ...) = nullptr;
    CURLcode (*easy_getinfo)(CURL *, CURLINFO, ...) = nullptr;
    struct curl_slist *(*slist_append)(struct curl_slist *, const char *) = nullptr;
    void (*slist_free_all)(struct curl_slist *) = nullptr;
    bool usable = false;
    std::string error;
};

template <typename Function>
bool resolve(void *library, const char *name, Function &slot, std::string &error) {
    slot = reinterpret_cast<Function>(dlsym(library, name));
    if (slot == nullptr) error = std::string("libcurl has no ") + name;
    return slot != nullptr;
}

// The SONAME first (what the runtime package installs), then the development link.
Curl open() {
    Curl curl;
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (library == nullptr) library = dlopen("libcurl.so", RTLD_NOW | RTLD_LOCAL);
    if (library == nullptr) {
        const char *reason = dlerror();
        curl.error = reason != nullptr ? reason : "libcurl.so.4 not found";
        return curl;
    }
    bool resolved = resolve(library, "curl_global_init", curl.global_init, curl.error)
        && resolve(library, "curl_easy_init", curl.easy_init, curl.error)
        && resolve(library, "curl_easy_cleanup", curl.easy_cleanup, curl.error)
        && resolve(library, "curl_easy_perform", curl.easy_perform, curl.error)
        && resolve(library, "curl_easy_strerror", curl.easy_strerror, curl.error)
        && resolve(library, "curl_easy_setopt", curl.easy_setopt, curl.error)
        && resolve(library, "curl_easy_getinfo", curl.easy_getinfo, curl.error)
        && resolve(library, "curl_slist_append", curl.slist_append, curl.error)
        && resolve(library, "curl_slist_free_all", curl.slist_free_all, curl.error);
    if (!resolved) return curl;
    CURLcode code = curl.global_init(CURL_GLOBAL_DEFAULT);
    if (code != CURLE_OK) {
        curl.error = std::string("curl_global_init failed: ") + curl.easy_strerror(code);
        return curl;
    }
    curl.usable = true;
    return curl;
}

// A function-local static: initialised exactly once, thread-safely (C++11), on the first request.
const Curl &curl() {
    static const Curl loaded = open();
    return loaded;
}

}  // namespace

int ccurl_load(void) { return curl().usable ? 1 : 0; }

const char *ccurl_load_error(void) { return curl().error.c_str(); }

CURL *ccurl_easy_init(void) { return curl().easy_init(); }

void ccurl_easy_cleanup(CURL *handle) { curl().easy_cleanup(handle); }

CURLcode ccurl_easy_perform(CURL *handle) { return curl().easy_perform(handle); }

const char *ccurl_easy_strerror(CURLcode code) { return curl().easy_strerror(code); }

struct curl_slist *ccurl_slist_append(struct curl_slist *list, const char *line) {
    return curl().slist_append(list, line);
}

void ccurl_slist_free_all(struct curl_slist *list) { curl().slist_free_all(list); }

CURLcode ccurl_setopt_long(CURL *handle, CURLoption option, long value) {
    return curl().easy_setopt(handle, option, value);
}

CURLcode ccurl_setopt_offset(CURL *handle, CURLoption option, curl_off_t value) {
    return curl().easy_setopt(handle, option, value);
}

CURLcode ccurl_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return curl().easy_setopt(handle, option, value);
}

CURLcode ccurl_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return curl().easy_setopt(handle, option, value);
}

CURLcode ccurl_setopt_headers(CURL *handle, struct curl_slist *headers) {
    return curl().easy_setopt(handle, CURLOPT_HTTPHEADER, headers);
}

CURLcode ccurl_setopt_data_callback(CURL *handle, CURLoption option, ccurl_data_callback callback) {
    return curl().easy_setopt(handle, option, callback);
}

CURLcode ccurl_setopt_progress_callback(CURL *handle, ccurl_progress_callback callback) {
    CURLcode code = curl().easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, callback);
    if (code != CURLE_OK) return code;
    return curl().easy_setopt(handle, CURLOPT_NOPROGRESS, 0L);
}

CURLcode ccurl_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return curl().easy_getinfo(handle, info, value);
}
