// libcurl's easy interface for Swift, loaded on first use.
//
// Swift cannot call C variadic functions (curl_easy_setopt, curl_easy_getinfo), so each option kind has a
// wrapper. libcurl is not linked: ccurl_load() opens it with dlopen the first time a request is made, so a
// process that never goes to the network (a check on local files, strings-check) does not pay for loading
// libcurl and its two dozen TLS, Kerberos and LDAP libraries at start-up. Its file name (libcurl.so.4 on
// Linux) is named in one place, openLibcurl in CCurl.cpp. Only curl.h's types and constants are used from
// the header; call libcurl through the ccurl_ functions only.
#ifndef CCURL_H
#define CCURL_H

#include <curl/curl.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef size_t (*ccurl_data_callback)(char *data, size_t size, size_t count, void *context);
typedef int (*ccurl_progress_callback)(void *context, curl_off_t download_total, curl_off_t downloaded,
                                       curl_off_t upload_total, curl_off_t uploaded);

// Opens libcurl (once per process; later calls return the first result) and runs curl_global_init.
// Returns 1 when libcurl is usable, 0 when not; then ccurl_load_error() says why.
int ccurl_load(void);
// The dynamic loader's reason libcurl could not be loaded, or an empty string.
const char *ccurl_load_error(void);

// The functions below may only be called after ccurl_load() returned 1.
CURL *ccurl_easy_init(void);
void ccurl_easy_cleanup(CURL *handle);
CURLcode ccurl_easy_perform(CURL *handle);
const char *ccurl_easy_strerror(CURLcode code);
struct curl_slist *ccurl_slist_append(struct curl_slist *list, const char *line);
void ccurl_slist_free_all(struct curl_slist *list);

CURLcode ccurl_setopt_long(CURL *handle, CURLoption option, long value);
CURLcode ccurl_setopt_offset(CURL *handle, CURLoption option, curl_off_t value);
CURLcode ccurl_setopt_string(CURL *handle, CURLoption option, const char *value);
CURLcode ccurl_setopt_pointer(CURL *handle, CURLoption option, void *value);
CURLcode ccurl_setopt_headers(CURL *handle, struct curl_slist *headers);
CURLcode ccurl_setopt_data_callback(CURL *handle, CURLoption option, ccurl_data_callback callback);
CURLcode ccurl_setopt_progress_callback(CURL *handle, ccurl_progress_callback callback);
CURLcode ccurl_getinfo_long(CURL *handle, CURLINFO info, long *value);

#ifdef __cplusplus
}
#endif

#endif
