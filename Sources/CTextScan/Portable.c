// The scans byte by byte, for processors without SSSE3 and for other architectures; the tests hold
// the vector versions to exactly these results.
#include "CTextScan.h"
#include "PortableUTF8.h"

uint32_t ctextscan_utf8_flags_portable(const uint8_t *bytes, size_t count) {
    return ctextscan_portable_utf8_flags(bytes, count);
}

ctextscan_run ctextscan_quoted_run_portable(const uint8_t *bytes, size_t start, size_t count, uint8_t quote) {
    size_t index = start;
    uint8_t seen = 0;
    while (index < count) {
        uint8_t byte = bytes[index];
        if (byte == quote || byte == '\\' || byte < 0x20) break;
        seen |= byte;
        index++;
    }
    // Only a run with a non-ASCII byte needs the second, slower look.
    uint32_t flags = seen >= 0x80 ? ctextscan_portable_utf8_flags(bytes + start, index - start) : 0;
    return (ctextscan_run){ .end = index, .flags = flags };
}

ctextscan_comment ctextscan_block_comment_portable(const uint8_t *bytes, size_t start, size_t count) {
    ctextscan_comment result = { .end = count, .flags = 0, .line_feeds = 0, .line_start = 0 };
    uint8_t seen = 0;
    size_t index = start;
    for (; index < count; index++) {
        uint8_t byte = bytes[index];
        if (byte == '*' && index + 1 < count && bytes[index + 1] == '/') break;
        if (byte == '\n') {
            result.line_feeds++;
            result.line_start = index + 1;
        } else if (byte == '\r') {
            result.flags |= CTEXTSCAN_CARRIAGE_RETURN;
        }
        seen |= byte;
    }
    result.end = index;
    if (seen >= 0x80) result.flags |= ctextscan_portable_utf8_flags(bytes + start, index - start);
    return result;
}

ctextscan_run ctextscan_line_comment_portable(const uint8_t *bytes, size_t start, size_t count) {
    size_t index = start;
    uint8_t seen = 0;
    for (; index < count; index++) {
        uint8_t byte = bytes[index];
        if (byte == '\n' || byte == '\r') break;
        if (byte == 0xE2 && index + 2 < count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)) break;
        seen |= byte;
    }
    uint32_t flags = seen >= 0x80 ? ctextscan_portable_utf8_flags(bytes + start, index - start) : 0;
    return (ctextscan_run){ .end = index, .flags = flags };
}
