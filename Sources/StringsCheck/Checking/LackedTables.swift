/// What one language lacks of its component's tables, summed up rather than listed: the unit of a
/// language lacking all its component's tables (an empty `.lproj`) or more than
/// ``WorkPlan/tablesListedOneByOne`` of them, reported as one finding.
struct LackedTables: Sendable {
    /// The language's `.lproj` folder, where the finding is.
    let folder: String
    let language: String
    /// The tables the language is compared in: those it holds and those it lacks.
    let comparedIn: Int
    /// The tables it lacks that were read in full, so that every key they define is lacking.
    let comparable: Int
    /// Of those, the ones whose keys are findings (errors, or Interface Builder text), and the
    /// first few of their names in table order.
    let lacking: Int
    let firstNames: [String]
    /// The bases (`en`, `Base`) of the tables it lacks.
    let bases: [String]
    /// The keys asked of the language in the tables it lacks: coverage's total there.
    let asked: Int
}

/// A component's tables summed up once for the languages lacking them: what a language lacks is
/// every table of a base in another language less those it holds, so its summary costs the
/// tables it holds, not the tables it lacks (n tables beside n languages holding one each made
/// n² pairs of table and language). A table `Base.lproj` holds as strings is lacked by no one: a
/// language without its own copy reads `Base.lproj`'s (``TableLookup``).
struct AbsenceIndex {
    /// Sums over a set of tables.
    struct Sums {
        var tables = 0, comparable = 0, lacking = 0, asked = 0
        var bases: [String: Int] = [:]

        mutating func add(_ table: AbsentTable?, _ sign: Int = 1) {
            tables += sign
            guard let table else { return }
            asked += sign * table.asked
            guard table.isComparable else { return }
            comparable += sign
            bases[table.baseLanguage, default: 0] += sign
            guard table.errors + table.warnings > 0 else { return }
            lacking += sign
        }

        mutating func subtract(_ other: Sums) {
            (tables, comparable, lacking) = (tables - other.tables, comparable - other.comparable, lacking - other.lacking)
            asked -= other.asked
            for (base, count) in other.bases { bases[base, default: 0] -= count }
        }
    }

    let tables: [BasedTable]
    /// Each table as a language lacking it sees it (nil when its base could not be read).
    let absent: [AbsentTable?]
    /// Table indices by their base's primary subtag, in table order: all, and those with findings.
    private var byPrimary: [String: [Int]] = [:], lackingByPrimary: [String: [Int]] = [:]
    private var sums: [String: Sums] = [:], total = Sums()

    init(_ tables: [BasedTable]) {
        self.tables = tables
        absent = tables.map { table in
            table.lackingReadBase ? nil : table.base.map { base in
                AbsentTable(TablePair(language: "", baseLanguage: table.baseName, name: table.name, base: base, translation: nil,
                                      folder: nil, catalog: nil, isVariantOfBase: false))
            }
        }
        for (index, table) in tables.enumerated() where !table.lackingReadBase {
            byPrimary[table.basePrimary, default: []].append(index)
            if let absent = absent[index], absent.isComparable, absent.errors + absent.warnings > 0 {
                lackingByPrimary[table.basePrimary, default: []].append(index)
            }
            sums[table.basePrimary, default: Sums()].add(absent[index])
            total.add(absent[index])
        }
    }

    /// What `folder` lacks, given the indices of the tables it holds.
    private func sums(for folder: LocalizationFolder, holding: [Int]) -> Sums {
        guard !folder.isBase else { return Sums() }
        let primary = String(TablePlanner.primarySubtag(folder.language))
        var result = total
        result.subtract(sums[primary] ?? Sums())
        for index in holding where tables[index].basePrimary != primary && !tables[index].lackingReadBase {
            result.add(absent[index], -1)
        }
        return result
    }

    /// How many tables `folder` is compared in and lacks.
    func lackingCount(_ folder: LocalizationFolder, holding: [Int]) -> Int {
        sums(for: folder, holding: holding).tables
    }

    /// The indices of the tables `folder` lacks, in order: for a folder lacking a few, or `--all`.
    func lacking(_ folder: LocalizationFolder, holding: Set<Int>) -> [Int] {
        indices(of: byPrimary, outside: folder, holding: holding, upTo: .max)
    }

    /// The summary of what `folder` lacks, given the tables it reads (its own `own` of them, and
    /// those a parent of its language holds).
    func summary(_ folder: LocalizationFolder, holding: [Int], own: Int) -> LackedTables {
        let sums = sums(for: folder, holding: holding)
        let names = indices(of: lackingByPrimary, outside: folder, holding: Set(holding), upTo: WorkPlan.tablesListedOneByOne)
        return LackedTables(folder: folder.path, language: folder.language, comparedIn: sums.tables + own,
                            comparable: sums.comparable, lacking: sums.lacking, firstNames: names.map { tables[$0].name },
                            bases: sums.bases.filter { $0.value > 0 }.keys.sorted(), asked: sums.asked)
    }

    /// The first `limit` indices of `groups` whose base is in another language than `folder`'s
    /// and that it does not hold: each group is read no further than its held tables and `limit`.
    private func indices(of groups: [String: [Int]], outside folder: LocalizationFolder, holding: Set<Int>, upTo limit: Int) -> [Int] {
        let primary = String(TablePlanner.primarySubtag(folder.language))
        var found: [Int] = []
        for (group, indices) in groups where group != primary {
            var taken = 0
            for index in indices where !holding.contains(index) {
                found.append(index)
                taken += 1
                if taken == limit { break }
            }
        }
        found.sort()
        return Array(found.prefix(limit))
    }
}
