import Foundation
import Testing
@testable import IVersionSupport

@Suite("JSON value decoder")
struct JSONValueDecoderTests {
    struct Sample: Codable, Equatable {
        enum Kind: String, Codable { case one, two }
        struct Inner: Codable, Equatable { var name: String; var flags: [Bool] }
        var int: Int
        var negative: Int8
        var big: UInt64
        var double: Double
        var float: Float
        var text: String
        var optional: String?
        var absent: Int?
        var kind: Kind
        var data: Data
        var url: URL
        var date: Date
        var inner: [Inner]
        var map: [String: Int]
        var nested: [[Int]]
    }

    static let sample = Sample(
        int: 42, negative: -128, big: UInt64.max, double: 0.1, float: 2.5, text: "é \"q\" \n", optional: nil, absent: nil,
        kind: .two, data: Data([0, 1, 2, 255]), url: URL(string: "https://example.com/a?b=c")!,
        date: Date(timeIntervalSinceReferenceDate: 123_456.5), inner: [.init(name: "x", flags: [true, false])],
        map: ["a": 1, "b": 2], nested: [[1], [], [2, 3]])

    @Test("reads back what JSONEncoder writes with its default strategies")
    func roundTrip() throws {
        let encoded = try JSONEncoder().encode(Self.sample)
        let decoded = try JSONValueDecoder().decode(Sample.self, from: [UInt8](encoded))
        #expect(decoded == Self.sample)
    }

    @Test("dates as text through the given parser, with its name in the message")
    func textDates() throws {
        struct Stamp: Decodable { var at: Date }
        let decoder = JSONValueDecoder(dateFormatName: "an ISO 8601 date") { try? Date.ISO8601FormatStyle().parse($0) }
        let stamp = try decoder.decode(Stamp.self, from: Array(#"{"at": "2025-05-01T09:30:00Z"}"#.utf8))
        #expect(stamp.at == Date(timeIntervalSince1970: 1_746_091_800))
        do {
            _ = try decoder.decode(Stamp.self, from: Array(#"{"at": "yesterday"}"#.utf8))
            Issue.record("accepted")
        } catch {
            #expect(error.description == #"at: "yesterday" is not an ISO 8601 date"#)
        }
    }

    @Test("failures name the field or the position", arguments: [
        (#"{"a": 1"#, "1:8: expected ',' or '}' in an object, found end of input"),
        (#"[1]"#, "the top level: expected an object, found an array"),
        (#"{"items": [{"n": 1}, {}]}"#, #"items[1]: missing "n""#),
        (#"{"items": [{"n": "1"}]}"#, "items[0].n: expected a number, found a string"),
        (#"{"items": [{"n": 1.5}]}"#, "items[0].n: 1.5 does not fit in Int"),
        (#"{"items": [{"n": 300}], "small": 300}"#, "small: 300 does not fit in UInt8"),
        (#"{"items": null}"#, "items: expected an array, found null"),
    ])
    func failures(text: String, message: String) {
        struct Item: Decodable { var n: Int }
        struct List: Decodable { var items: [Item]; var small: UInt8? }
        do {
            _ = try JSONValueDecoder().decode(List.self, from: Array(text.utf8))
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("whole numbers written as floats decode as integers; an error of the type's own is kept")
    func numbersAndCustomErrors() throws {
        struct Count: Decodable {
            struct TooSmall: Error {}
            var n: Int
            init(from decoder: any Decoder) throws {
                n = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .n)
                if n < 1 { throw TooSmall() }
            }
            enum CodingKeys: CodingKey { case n }
        }
        #expect(try JSONValueDecoder().decode(Count.self, from: Array(#"{"n": 1e3}"#.utf8)).n == 1000)
        do {
            _ = try JSONValueDecoder().decode(Count.self, from: Array(#"{"n": 0}"#.utf8))
            Issue.record("accepted")
        } catch {
            guard case let .custom(inner) = error else { Issue.record("\(error)"); return }
            #expect(inner is Count.TooSmall)
        }
    }
}
