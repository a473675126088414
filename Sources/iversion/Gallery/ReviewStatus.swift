import Foundation
import IVersionSupport

/// Who has checked each language's wording: `Localizations/review-status.json`, beside the
/// translations, so the gallery can tell a translator which languages still want a native reader.
///
/// ```json
/// { "languages": {
///     "de": { "nativeReview": { "date": "2026-11-20", "reviewer": "Jana K." } },
///     "cy": { "nativeReview": null, "note": "wording checked by a non-native reviewer" } } }
/// ```
///
/// A language the file does not name has not been reviewed. The file is read with the package's
/// JSON reader, so a mistake is reported with its line and column.
struct ReviewStatus: Sendable, Decodable, Equatable {
    /// One language's record.
    struct Language: Sendable, Decodable, Hashable {
        /// The review by a native speaker, nil until there is one.
        var nativeReview: NativeReview?
        /// What else a translator should know (a non-native check, the words least certain).
        var note: String?
    }

    /// A native speaker's review of a language's strings.
    struct NativeReview: Sendable, Decodable, Hashable {
        /// The day of the review, `YYYY-MM-DD`.
        var date: String
        /// Who reviewed it, as they wish to be named; optional.
        var reviewer: String?

        init(date: String, reviewer: String?) {
            self.date = date
            self.reviewer = reviewer
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let date = try container.decode(String.self, forKey: .date)
            guard date.utf8.count == 10, ISO8601Timestamp.date(from: date + "T00:00:00Z") != nil else {
                throw DecodingError.dataCorruptedError(forKey: .date, in: container,
                                                       debugDescription: "expected a day as YYYY-MM-DD, found \"\(date)\"")
            }
            self.init(date: date, reviewer: try container.decodeIfPresent(String.self, forKey: .reviewer))
        }

        private enum CodingKeys: String, CodingKey { case date, reviewer }
    }

    /// The records, by `.lproj` folder name (`fr-CA`, `zh-Hant`).
    var languages: [String: Language]

    /// The largest file accepted: a line per language is a few kilobytes.
    static let maximumFileBytes = 1 << 20

    /// Reads the file at `path`.
    /// - Throws: ``GalleryError`` naming the file, and the line and column or the field that is wrong.
    static func read(_ path: String) throws -> ReviewStatus {
        let bytes: [UInt8]
        do {
            bytes = try BoundedFileReader.contents(of: path, limit: maximumFileBytes)
        } catch {
            throw GalleryError("review status: \(error)")
        }
        return try decode(bytes, path: path)
    }

    /// Decodes the file's `bytes`; `path` names it in an error.
    /// - Throws: ``GalleryError`` naming the file, and the line and column or the field that is wrong.
    static func decode(_ bytes: [UInt8], path: String) throws -> ReviewStatus {
        do {
            return try JSONValueDecoder().decode(ReviewStatus.self, from: bytes)
        } catch {
            throw GalleryError("review status: \(path): \(error)")
        }
    }

    /// The language's record; an unnamed language has not been reviewed.
    func record(for folder: String) -> Language { languages[folder] ?? Language(nativeReview: nil, note: nil) }
}

extension ReviewStatus.Language {
    /// What the gallery prints: "Reviewed by a native speaker on 2026-11-20 (Jana K.)" or
    /// "Not yet reviewed by a native speaker".
    var summary: String {
        guard let review = nativeReview else { return "Not yet reviewed by a native speaker" }
        return "Reviewed by a native speaker on \(review.date)" + (review.reviewer.map { " (\($0))" } ?? "")
    }
}
