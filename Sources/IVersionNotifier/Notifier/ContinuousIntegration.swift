/// Whether a process runs on a continuous-integration service, from its environment: the services
/// and variables the ci-detection packages look at (npm's `ci-info` and `is-in-ci`), so that a tool's
/// notifier stays quiet in a build log even where the service does not set `CI`.
///
/// The rule is theirs: `CI=false` (or `0`) says "not CI" and wins over everything else; otherwise a
/// service is recognised by its own variables (a variable counts when it is set and not empty), else
/// by one of the generic variables some services set instead of `CI`.
package enum ContinuousIntegration {
    /// What recognised the service.
    package struct Detection: Sendable, Hashable {
        /// The service's name (`Jenkins`), nil when only a generic variable told.
        package var service: String?
        /// The variable that told (`JENKINS_URL`, or `CI`).
        package var variable: String
    }

    /// How a service shows in the environment.
    package enum Condition: Sendable, Hashable {
        /// This variable is set.
        case set(String)
        /// All of these are set (Jenkins: `JENKINS_URL` and `BUILD_ID`); the first names the detection.
        case allSet([String])
        /// Any of these is set (Azure Pipelines' variable changed name).
        case anySet([String])
        /// This variable has this value (Codeship: `CI_NAME=codeship`).
        case equals(String, String)
    }

    /// One service.
    package struct Service: Sendable, Hashable {
        /// Its name.
        package var name: String
        /// How it shows.
        package var condition: Condition
    }

    /// The services, in `ci-info`'s order (alphabetical), as its `vendors.json` lists them, plus
    /// Heroku CI's own variable (`ci-info` recognises Heroku by Node's path there) and Azure Pipelines'
    /// older variable.
    package static let services: [Service] = [
        Service(name: "Agola CI", condition: .set("AGOLA_GIT_REF")),
        Service(name: "Appcircle", condition: .set("AC_APPCIRCLE")),
        Service(name: "AppVeyor", condition: .set("APPVEYOR")),
        Service(name: "AWS CodeBuild", condition: .set("CODEBUILD_BUILD_ARN")),
        Service(name: "Azure Pipelines", condition: .anySet(["TF_BUILD", "SYSTEM_TEAMFOUNDATIONCOLLECTIONURI"])),
        Service(name: "Bamboo", condition: .set("bamboo_planKey")),
        Service(name: "Bitbucket Pipelines", condition: .set("BITBUCKET_COMMIT")),
        Service(name: "Bitrise", condition: .set("BITRISE_IO")),
        Service(name: "Buddy", condition: .set("BUDDY_WORKSPACE_ID")),
        Service(name: "Buildkite", condition: .set("BUILDKITE")),
        Service(name: "CircleCI", condition: .set("CIRCLECI")),
        Service(name: "Cirrus CI", condition: .set("CIRRUS_CI")),
        Service(name: "Cloudflare Pages", condition: .set("CF_PAGES")),
        Service(name: "Cloudflare Workers", condition: .set("WORKERS_CI")),
        Service(name: "Codefresh", condition: .set("CF_BUILD_ID")),
        Service(name: "Codemagic", condition: .set("CM_BUILD_ID")),
        Service(name: "Codeship", condition: .equals("CI_NAME", "codeship")),
        Service(name: "Drone", condition: .set("DRONE")),
        Service(name: "dsari", condition: .set("DSARI")),
        Service(name: "Earthly", condition: .set("EARTHLY_CI")),
        Service(name: "Expo Application Services", condition: .set("EAS_BUILD")),
        Service(name: "Gerrit", condition: .set("GERRIT_PROJECT")),
        Service(name: "Gitea Actions", condition: .set("GITEA_ACTIONS")),
        Service(name: "GitHub Actions", condition: .set("GITHUB_ACTIONS")),
        Service(name: "GitLab CI", condition: .set("GITLAB_CI")),
        Service(name: "GoCD", condition: .set("GO_PIPELINE_LABEL")),
        Service(name: "Google Cloud Build", condition: .set("BUILDER_OUTPUT")),
        Service(name: "Harness CI", condition: .set("HARNESS_BUILD_ID")),
        Service(name: "Heroku CI", condition: .set("HEROKU_TEST_RUN_ID")),
        Service(name: "Hudson", condition: .set("HUDSON_URL")),
        Service(name: "Jenkins", condition: .allSet(["JENKINS_URL", "BUILD_ID"])),
        Service(name: "LayerCI", condition: .set("LAYERCI")),
        Service(name: "Magnum CI", condition: .set("MAGNUM")),
        Service(name: "Netlify CI", condition: .set("NETLIFY")),
        Service(name: "Nevercode", condition: .set("NEVERCODE")),
        Service(name: "Prow", condition: .set("PROW_JOB_ID")),
        Service(name: "ReleaseHub", condition: .set("RELEASE_BUILD_ID")),
        Service(name: "Render", condition: .set("RENDER")),
        Service(name: "Sail CI", condition: .set("SAILCI")),
        Service(name: "Screwdriver", condition: .set("SCREWDRIVER")),
        Service(name: "Semaphore", condition: .set("SEMAPHORE")),
        Service(name: "Sourcehut", condition: .equals("CI_NAME", "sourcehut")),
        Service(name: "Strider CD", condition: .set("STRIDER")),
        Service(name: "TaskCluster", condition: .allSet(["TASK_ID", "RUN_ID"])),
        Service(name: "TeamCity", condition: .set("TEAMCITY_VERSION")),
        Service(name: "Travis CI", condition: .set("TRAVIS")),
        Service(name: "Vela", condition: .set("VELA")),
        Service(name: "Vercel", condition: .anySet(["NOW_BUILDER", "VERCEL"])),
        Service(name: "Visual Studio App Center", condition: .set("APPCENTER_BUILD_ID")),
        Service(name: "Woodpecker", condition: .equals("CI", "woodpecker")),
        Service(name: "Xcode Cloud", condition: .set("CI_XCODE_PROJECT")),
        Service(name: "Xcode Server", condition: .set("XCS")),
    ]

    /// The variables that say "CI" without naming a service, as `ci-info` reads them: `CI` (most
    /// services), `CONTINUOUS_INTEGRATION` (Travis CI, Cirrus CI), `BUILD_ID` and `BUILD_NUMBER`
    /// (Jenkins, TeamCity, CloudBees), `RUN_ID` (TaskCluster, dsari), `CI_NAME` (Codeship and others),
    /// `CI_APP_ID`, `CI_BUILD_ID` and `CI_BUILD_NUMBER` (Appflow).
    package static let genericVariables = [
        "CI", "CONTINUOUS_INTEGRATION", "BUILD_ID", "BUILD_NUMBER", "RUN_ID", "CI_NAME", "CI_APP_ID", "CI_BUILD_ID",
        "CI_BUILD_NUMBER",
    ]

    /// The service the environment shows, if any (a pure decision).
    package static func detect(in environment: [String: String]) -> Detection? {
        if let value = environment["CI"], ["false", "0"].contains(value.lowercased()) { return nil }
        for service in services {
            if let variable = service.condition.variable(in: environment) {
                return Detection(service: service.name, variable: variable)
            }
        }
        return genericVariables.first { isSet($0, in: environment) }.map { Detection(service: nil, variable: $0) }
    }

    /// Set and not empty, as `ci-info` counts a variable.
    static func isSet(_ variable: String, in environment: [String: String]) -> Bool {
        !(environment[variable] ?? "").isEmpty
    }
}

extension ContinuousIntegration.Condition {
    /// The variable that shows the service when the condition holds, else nil.
    func variable(in environment: [String: String]) -> String? {
        let isSet = { ContinuousIntegration.isSet($0, in: environment) }
        switch self {
        case let .set(variable): return isSet(variable) ? variable : nil
        case let .allSet(variables): return variables.allSatisfy(isSet) ? variables.first : nil
        case let .anySet(variables): return variables.first(where: isSet)
        case let .equals(variable, value): return environment[variable] == value ? variable : nil
        }
    }
}
