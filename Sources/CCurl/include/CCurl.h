// Non-variadic wrappers around libcurl's easy interface, for Swift (which cannot call C variadic
// functions such as curl_easy_setopt and curl_easy_getinfo). Each returns libcurl's own result code.
#ifndef CCURL_H
#define CCURL_H

#include <curl/curl.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef size_t (*ccurl_data_callback)(char *data, size_t size, size_t count, void *context);
typedef int (*ccurl_progress_callback)(void *context, curl_off_t download_total, curl_off_t downloaded,
                                       curl_off_t upload_total, curl_off_t uploaded);

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
