import Foundation
@_spi(Engine) import IVersionCore

/// The fields of the state one run changed, applied inside the store's read-modify-write onto the state stored
/// meanwhile: an answer another process recorded while this run fetched is kept, and this run's own changes
/// land. The fields are found by encoding, not listed by hand: every field the state file keeps is in its
/// encoding, so a field added to ``CheckState`` is merged without anyone remembering to add it here.
struct StateChangeSet {
    /// Each changed field's new encoded value; nil when the run cleared it.
    private let changed: [String: Any?]

    /// The changes from `before` (the state the run started from) to `after` (the state it decided).
    init(from before: CheckState, to after: CheckState) {
        let old = Self.fields(before)
        let new = Self.fields(after)
        var changed: [String: Any?] = [:]
        for key in Set(old.keys).union(new.keys) where !Self.same(old[key], new[key]) {
            changed[key] = .some(new[key])
        }
        self.changed = changed
    }

    /// `current` with this run's changes on it. The rollout draw is made once: a draw another process stored
    /// meanwhile is kept.
    func applied(to current: CheckState) -> CheckState {
        guard !changed.isEmpty else { return current }
        var fields = Self.fields(current)
        for (key, value) in changed { fields[key] = value }  // nil removes a field the run cleared
        guard let data = try? JSONSerialization.data(withJSONObject: fields),
            var merged = try? JSONDecoder().decode(CheckState.self, from: data)
        else {
            // The encoding of a state always decodes; should it not, this run's state is the safer loss.
            return current
        }
        if let drawn = current.rolloutBucket { merged.rolloutBucket = drawn }
        return merged
    }

    /// The state's fields as its encoding has them (a field that is nil is absent).
    private static func fields(_ state: CheckState) -> [String: Any] {
        guard let data = try? JSONEncoder().encode(state),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return [:] }
        return object
    }

    /// Whether two encoded values are the same JSON: compared as their canonical encodings (sorted keys), which
    /// needs no bridging of the values' types.
    private static func same(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case let (a?, b?): canonical(a) == canonical(b)
        default: false
        }
    }

    private static func canonical(_ value: Any) -> Data? {
        try? JSONSerialization.data(withJSONObject: [value], options: [.sortedKeys])
    }
}
