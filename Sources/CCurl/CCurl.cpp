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

// The one place that knows libcurl's file name: a port to another platform changes this function and
// nothing else. On Linux: the SONAME the runtime package installs (libcurl4 on Debian and Ubuntu, libcurl on
// Fedora), then the unversioned link the development package adds. Elsewhere (not built here): macOS has
// /usr/lib/libcurl.4.dylib; FreeBSD's curl package installs libcurl.so.4; Windows has no dlopen, so a port
// there opens libcurl.dll with LoadLibraryW and resolves with GetProcAddress (`resolve` below).
// Returns the library, or nullptr with the loader's reason for the first name and what to install in `error`.
void *openLibcurl(std::string &error) {
    static const char *const fileNames[] = {"libcurl.so.4", "libcurl.so"};
    std::string firstReason;
    for (const char *fileName : fileNames) {
        if (void *library = dlopen(fileName, RTLD_NOW | RTLD_LOCAL)) return library;
        const char *reason = dlerror();
        if (firstReason.empty()) firstReason = reason != nullptr ? reason : std::string(fileName) + " not found";
    }
    error = firstReason + "; install libcurl4 (Debian, Ubuntu) or libcurl (Fedora)";
    return nullptr;
}

Curl open() {
    Curl curl;
    void *library = openLibcurl(curl.error);
    if (library == nullptr) return curl;
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
