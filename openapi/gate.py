"""The breaking-change gate for the API contract (`make contract-gate`; docs/api.md).

Every release's OpenAPI document is committed as openapi/releases/<major>.<minor>.<patch>.json
(`python openapi/release.py` writes it). This script compares the latest release (highest
semantic version among those files) with the current document, openapi/openapi.json, using
Optic (`@useoptic/optic`, pinned in openapi/package.json; its `breaking-changes` ruleset) and a
few checks of its own, and:

- passes (exit 0, a one-line summary) when nothing breaks a client of the latest release;
  a current document with the release's own version that differs in a non-breaking way passes
  with a note (additions not released yet);
- fails (exit 1, the report and the rule) on a breaking change, unless the current document's
  `info.version` raised the major version above the release's AND CHANGELOG.md says so: in the
  section of the current version (`## [X.Y.Z] - date`) or in `## [Unreleased]` (brackets
  optional), an entry that starts with the marker `**BREAKING**`, e.g.
  `- **BREAKING** \\`TableView.host_name\\` is gone: read \\`seats\\` instead.`;
- fails (exit 1) when the current `info.version` is lower than the latest release's;
- exits 2 when it cannot judge (a missing file, a version that is not X.Y.Z, Optic failing).

What is breaking is what docs/api.md ("Compatibility") says. Optic checks operations (method and
path: a renamed path is a removed operation), status codes, parameters, request and response
bodies. Where Optic's rules differ from that policy or do not reach, the gate steps in:

- Unions. Optic applies no rule inside a union that is an array's items (an events page's
  `events` is a list of a `oneOf` over every event payload) or inside `contentSchema` (the
  stream's messages carry JSON in a string), and its union rules misjudge unions of named
  schemas (a value added to a game view's enumeration fails). So both documents are compared
  as "contract views": each named schema that is a union branch or a `contentSchema` gets a
  synthetic operation, GET /x-contract/responses/<Schema> when a response carries it and POST
  /x-contract/requests/<Schema> when a request does, so Optic checks it field by field (event
  payloads, game views, actions); a union whose branches are all named schemas (or null) is
  replaced by the list of their names; and the gate itself fails when such a union loses a
  branch, or may newly be null in a response or no longer accepts null in a request. Renaming
  a branch schema shows as a removal (the generated SDKs' model is renamed too).
- Enumerations. A value added to an enumeration a response carries is an addition (clients
  must tolerate new values): Optic's "cannot add enum option" findings are ignored. A value
  removed from an enumeration of a component schema is breaking (Optic only sees it in
  requests).
- operationIds. One of the release's that the current document lacks is breaking: the SDKs
  generated from the document name their methods after it (Optic ignores operationIds).

Optic runs in a scratch directory that is not a git repository (it reads no optic.yml or git
state from the checkout), with an explicit ruleset (`breaking-changes` with
`skip_when_major_version_changes: false`: by default Optic waves every break through when the
major version changed, and the gate wants the changelog entry too), the update check off
(NO_UPDATE_NOTIFIER) and telemetry off (OPTIC_TELEMETRY_LEVEL; the npm build has no telemetry
keys anyway): it needs no network. Its packages install with `npm ci --ignore-scripts`: a
dependency's postinstall (@scarf/scarf's usage report) otherwise waits on the network for
minutes where there is none. `python openapi/gate.py --release R --current C --changelog L`
compares other files (tests use it).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
RELEASES = HERE / "releases"
CURRENT = HERE / "openapi.json"
CHANGELOG = ROOT / "CHANGELOG.md"
OPTIC = HERE / "node_modules" / ".bin" / "optic"
OPTIC_TIMEOUT_SECONDS = 600

BREAKING_MARKER = "**BREAKING**"
SCHEMA_REF = "#/components/schemas/"
SCHEMAS_POINTER = "/components/schemas/"
HTTP_METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")
SEMVER = re.compile(r"(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)")
NULL = "null"
UNION_PLACEHOLDER = "x-contract-union"

# Optic's text report: "x  Checks: 5/16 passed" when its checks ran, one line per failed
# check ("x [rule name] message"), and source positions in the contract views (dropped: they are
# not the files' positions).
OPTIC_CHECKS = re.compile(r"^\s*(x|✔)\s+Checks: \d+/\d+ passed", re.MULTILINE)
OPTIC_FINDING = re.compile(r"^\s*x \[(?P<rule>[^\]]+)\] (?P<message>.+)$", re.MULTILINE)
OPTIC_NOISE = re.compile(r"^\s*(at (release|current)/\S+:\d+:\d+|Rerun this command .*)?\s*$")
# New enumeration values in responses are additions (docs/api.md, Compatibility).
ADDED_ENUM_VALUE = ("request and response property enums", "cannot add enum option")
# Optic's own ruleset, explicit. By default it skips every check when the major version changed;
# here it always reports, and the gate asks for the changelog entry as well.
RULESET = """ruleset:
  - breaking-changes:
      skip_when_major_version_changes: false
"""

Version = tuple[int, int, int]
Document = dict[str, Any]


class GateError(Exception):
    """The gate cannot judge (exit 2)."""


def parse_version(text: str) -> Version | None:
    match = SEMVER.fullmatch(text.strip())
    if match is None:
        return None
    major, minor, patch = (int(part) for part in match.groups())
    return major, minor, patch


def show(version: Version) -> str:
    return ".".join(str(part) for part in version)


def latest_release(directory: Path) -> Path | None:
    """The release file with the highest semantic version (files not named X.Y.Z.json skipped)."""
    releases = [
        (version, path)
        for path in directory.glob("*.json")
        if (version := parse_version(path.name.removesuffix(".json"))) is not None
    ]
    return max(releases)[1] if releases else None


def load(path: Path) -> Document:
    try:
        document = json.loads(path.read_text())
    except (OSError, ValueError) as error:
        raise GateError(f"cannot read {path}: {error}") from error
    if not isinstance(document, dict):
        raise GateError(f"{path} is not an OpenAPI document")
    return document


def document_version(document: Document, path: Path) -> Version:
    text = str(document.get("info", {}).get("version", ""))
    version = parse_version(text)
    if version is None:
        raise GateError(f"{path}: info.version {text!r} is not MAJOR.MINOR.PATCH")
    return version


def write_like_openapi_json(document: Document, path: Path) -> None:
    """openapi.json's own format (service/export.py): 2 spaces, sorted keys, a final newline."""
    path.write_text(json.dumps(document, indent=2, sort_keys=True) + "\n")


# --- Walking documents -------------------------------------------------------------------------


def _walk(node: Any, pointer: str = "") -> Iterator[tuple[str, dict[str, Any]]]:
    """Every object in `node` with its JSON pointer (RFC 6901)."""
    if isinstance(node, dict):
        yield pointer, node
        for key, value in node.items():
            escaped = str(key).replace("~", "~0").replace("/", "~1")
            yield from _walk(value, f"{pointer}/{escaped}")
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _walk(value, f"{pointer}/{index}")


def _schema_name(ref: Any) -> str | None:
    return (
        ref.removeprefix(SCHEMA_REF)
        if isinstance(ref, str) and ref.startswith(SCHEMA_REF)
        else None
    )


def _operations(document: Document) -> Iterator[tuple[str, str, dict[str, Any]]]:
    for path, item in document.get("paths", {}).items():
        for method in HTTP_METHODS:
            operation = item.get(method)
            if isinstance(operation, dict):
                yield path, method, operation


def _sides(document: Document) -> tuple[set[str], set[str]]:
    """The component schemas responses reach, and those requests reach (through $refs)."""
    schemas = document.get("components", {}).get("schemas", {})

    def reachable(roots: list[Any]) -> set[str]:
        seen: set[str] = set()
        stack = [name for _, node in _walk(roots) if (name := _schema_name(node.get("$ref")))]
        while stack:
            name = stack.pop()
            if name not in seen and name in schemas:
                seen.add(name)
                stack.extend(
                    ref
                    for _, node in _walk(schemas[name])
                    if (ref := _schema_name(node.get("$ref")))
                )
        return seen

    operations = [operation for _, _, operation in _operations(document)]
    responses = reachable([operation.get("responses") for operation in operations])
    requests = reachable(
        [[operation.get("requestBody"), operation.get("parameters")] for operation in operations]
    )
    return responses, requests


def _named_union(node: dict[str, Any]) -> list[str] | None:
    """The branches of a oneOf/anyOf that are all named schemas or null, else None."""
    for keyword in ("oneOf", "anyOf"):
        branches = node.get(keyword)
        if isinstance(branches, list) and branches:
            names = []
            for branch in branches:
                name = _schema_name(branch.get("$ref")) if isinstance(branch, dict) else None
                if name is None and branch != {"type": NULL}:
                    return None
                names.append(name or NULL)
            return names
    return None


def _hidden_schemas(document: Document) -> set[str]:
    """Named schemas Optic does not look into: union branches and `contentSchema` targets."""
    hidden: set[str] = set()
    for _, node in _walk(document):
        branches = [node.get("contentSchema")]
        for keyword in ("oneOf", "anyOf"):
            if isinstance(node.get(keyword), list):
                branches.extend(node[keyword])
        hidden.update(
            name
            for branch in branches
            if isinstance(branch, dict) and (name := _schema_name(branch.get("$ref")))
        )
    return hidden


# --- The contract views ------------------------------------------------------------------------


def _without_named_unions(node: Any) -> Any:
    """A copy of `node` where each union of named schemas is the sorted list of their names."""
    if isinstance(node, list):
        return [_without_named_unions(value) for value in node]
    if not isinstance(node, dict):
        return node
    union = _named_union(node)
    if union is None:
        return {key: _without_named_unions(value) for key, value in node.items()}
    dropped = ("oneOf", "anyOf", "discriminator")
    kept = {key: _without_named_unions(v) for key, v in node.items() if key not in dropped}
    return {**kept, UNION_PLACEHOLDER: sorted(union)}


def _contract_view(document: Document, hidden: set[str]) -> Document:
    responses, requests = _sides(document)
    view: Document = _without_named_unions(document)
    paths = view.setdefault("paths", {})
    for name in sorted(hidden & responses):
        paths[f"/x-contract/responses/{name}"] = {
            "get": {
                "description": f"Synthetic (contract gate): the {name} schema in responses",
                "responses": {
                    "200": {
                        "description": name,
                        "content": {"application/json": {"schema": {"$ref": SCHEMA_REF + name}}},
                    }
                },
            }
        }
    for name in sorted(hidden & requests):
        paths[f"/x-contract/requests/{name}"] = {
            "post": {
                "description": f"Synthetic (contract gate): the {name} schema in requests",
                "requestBody": {
                    "required": True,
                    "content": {"application/json": {"schema": {"$ref": SCHEMA_REF + name}}},
                },
                "responses": {"204": {"description": "Accepted"}},
            }
        }
    return view


def contract_views(release: Document, current: Document) -> tuple[Document, Document]:
    """The two documents as Optic compares them (see the module's docstring)."""
    hidden = _hidden_schemas(release) | _hidden_schemas(current)
    return _contract_view(release, hidden), _contract_view(current, hidden)


# --- The gate's own checks ---------------------------------------------------------------------


def lost_operation_ids(release: Document, current: Document) -> list[str]:
    """The release's operationIds the current document lacks."""
    kept = {operation.get("operationId") for _, _, operation in _operations(current)}
    return [
        f"x {method.upper()} {path}: operationId {operation['operationId']!r} is gone (the "
        "generated SDKs name their methods after it). This is a breaking change."
        for path, method, operation in _operations(release)
        if operation.get("operationId") and operation["operationId"] not in kept
    ]


def _in_responses_and_requests(pointer: str, sides: tuple[set[str], set[str]]) -> tuple[bool, bool]:
    if pointer.startswith(SCHEMAS_POINTER):
        name = pointer.removeprefix(SCHEMAS_POINTER).split("/", 1)[0]
        return name in sides[0], name in sides[1]
    in_responses = "/responses/" in pointer
    return in_responses, not in_responses


def changed_unions(release: Document, current: Document) -> list[str]:
    """Unions of named schemas that lost a branch, or changed whether null is allowed wrongly."""
    now = {pointer: union for pointer, node in _walk(current) if (union := _named_union(node))}
    sides = _sides(release)
    findings = []
    for pointer, node in _walk(release):
        before = _named_union(node)
        after = now.get(pointer)
        if before is None or after is None:
            continue  # not a union of named schemas then and now: Optic judges the change
        in_responses, in_requests = _in_responses_and_requests(pointer, sides)
        lost = sorted(set(before) - set(after) - {NULL})
        if lost:
            findings.append(f"x {pointer}: no longer one of {', '.join(lost)}.")
        if in_responses and NULL in after and NULL not in before:
            findings.append(f"x {pointer}: may now be null in responses.")
        if in_requests and NULL in before and NULL not in after:
            findings.append(f"x {pointer}: no longer accepts null in requests.")
    return [f"{finding} This is a breaking change." for finding in findings]


def lost_enum_values(release: Document, current: Document) -> list[str]:
    """Values gone from an enumeration of a component schema."""
    now = {pointer: node.get("enum") for pointer, node in _walk(current.get("components", {}))}
    findings = []
    for pointer, node in _walk(release.get("components", {})):
        before, after = node.get("enum"), now.get(pointer)
        if isinstance(before, list) and isinstance(after, list):
            kept = {json.dumps(value) for value in after}
            lost = [json.dumps(value) for value in before if json.dumps(value) not in kept]
            if lost:
                findings.append(
                    f"x /components{pointer}: enumeration value {', '.join(lost)} is gone. This "
                    "is a breaking change."
                )
    return findings


# --- The changelog -----------------------------------------------------------------------------


def changelog_marks_breaking(text: str, version: Version) -> bool:
    """Whether the section of `version` or Unreleased has an entry starting with the marker."""
    wanted = {show(version), "unreleased"}
    in_section = False
    for line in text.splitlines():
        if line.startswith("## "):
            title = line[3:].split(" - ", 1)[0].strip().strip("[]").strip().lower()
            in_section = title in wanted
        elif in_section and line.strip().lstrip("-*+").strip().startswith(BREAKING_MARKER):
            return True
    return False


# --- Optic -------------------------------------------------------------------------------------


def ensure_optic() -> Path:
    if OPTIC.exists():
        return OPTIC
    npm = shutil.which("npm")
    if npm is None:
        raise GateError("npm is needed to install Optic (openapi/package.json)")
    print("contract gate: installing Optic (npm ci in openapi/)", file=sys.stderr)
    subprocess.run(
        [npm, "ci", "--ignore-scripts", "--no-audit", "--no-fund", "--prefer-offline", "--silent"],
        cwd=HERE,
        check=True,
    )
    if not OPTIC.exists():
        raise GateError(f"npm ci did not install {OPTIC}")
    return OPTIC


def run_optic(
    release_view: Document, current_view: Document, names: tuple[str, str]
) -> tuple[list[str], int, str]:
    """Optic's breaking findings, how many it reported that are not breaking here, its report."""
    optic = ensure_optic()
    env = dict(os.environ, NO_UPDATE_NOTIFIER="1", OPTIC_TELEMETRY_LEVEL="off")
    with tempfile.TemporaryDirectory(prefix="contract-gate-") as scratch:
        base, head = Path(scratch, "release"), Path(scratch, "current")
        base.mkdir()
        head.mkdir()
        write_like_openapi_json(release_view, base / names[0])
        write_like_openapi_json(current_view, head / names[1])
        Path(scratch, "ruleset.yml").write_text(RULESET)
        command = [str(optic), "diff", f"release/{names[0]}", f"current/{names[1]}"]
        command += ["--check", "--standard", "ruleset.yml"]
        try:
            result = subprocess.run(
                command,
                cwd=scratch,
                env=env,
                stdin=subprocess.DEVNULL,
                stdout=subprocess.PIPE,
                stderr=subprocess.STDOUT,
                text=True,
                timeout=OPTIC_TIMEOUT_SECONDS,
            )
        except subprocess.TimeoutExpired as error:
            raise GateError(f"optic took more than {OPTIC_TIMEOUT_SECONDS} s") from error
    output = result.stdout
    if OPTIC_CHECKS.search(output) is None and result.returncode != 0:
        raise GateError(f"optic failed (exit {result.returncode}):\n{output.strip()}")
    findings = list(OPTIC_FINDING.finditer(output))
    breaking = [
        finding.group(0).strip()
        for finding in findings
        if (finding["rule"], finding["message"].split(" '", 1)[0]) != ADDED_ENUM_VALUE
    ]
    if result.returncode != 0 and not findings:
        raise GateError(f"optic failed (exit {result.returncode}) naming no check:\n{output}")
    report = "\n".join(line for line in output.splitlines() if not OPTIC_NOISE.fullmatch(line))
    return breaking, len(findings) - len(breaking), report


# --- The gate ----------------------------------------------------------------------------------


def gate(release_path: Path, current_path: Path, changelog_path: Path) -> int:
    release, current = load(release_path), load(current_path)
    released = document_version(release, release_path)
    version = document_version(current, current_path)
    against = f"release {show(released)} ({release_path.name})"
    if version < released:
        print(
            f"contract gate: FAILED: info.version {show(version)} of {current_path.name} is lower "
            f"than the latest {against}; versions only go up."
        )
        return 1
    if release == current:
        print(f"contract gate: {current_path.name} is {against}, unchanged.")
        return 0

    views = contract_views(release, current)
    breaking, additions, report = run_optic(*views, (release_path.name, current_path.name))
    own = [
        *lost_operation_ids(release, current),
        *changed_unions(release, current),
        *lost_enum_values(release, current),
    ]
    enum_note = (
        f' (Optic\'s {additions} "cannot add enum option" finding(s) are additions here: '
        "clients tolerate new enumeration values, docs/api.md, Compatibility.)"
        if additions
        else ""
    )
    if not breaking and not own:
        if version == released:
            print(
                f"contract gate: no breaking change since {against}; note: {current_path.name} "
                f"still says {show(version)} but differs from it (unreleased additions: raise "
                f"the minor version when releasing them).{enum_note}"
            )
        else:
            print(
                f"contract gate: no breaking change from {against} to {show(version)}.{enum_note}"
            )
        return 0

    if breaking:
        print(report)
    if own:
        print("\nThe gate's own checks (unions of named schemas, enumerations, operationIds):")
        print("\n".join(own))
    if breaking and "/x-contract/" in report:
        print(
            "\n(GET /x-contract/responses/<Schema> and POST /x-contract/requests/<Schema> are the "
            "gate's stand-ins for a schema wherever responses or requests carry it, e.g. an "
            "event payload in events pages and the stream.)"
        )
    if enum_note:
        print(enum_note.strip())
    print()
    major_raised = version[0] > released[0]
    marked = changelog_path.exists() and changelog_marks_breaking(
        changelog_path.read_text(), version
    )
    if major_raised and marked:
        print(
            f"contract gate: breaking changes from {against} to {show(version)}, allowed: the "
            f"major version was raised and {changelog_path.name} marks them {BREAKING_MARKER}."
        )
        return 0
    missing = []
    if not major_raised:
        missing.append(
            f"info.version {show(version)} does not raise the major version (it would be "
            f"{released[0] + 1}.0.0)"
        )
    if not marked:
        missing.append(
            f"{changelog_path.name} has no entry starting with {BREAKING_MARKER} in the section "
            f"## [{show(version)}] or ## [Unreleased]"
        )
    print(
        f"contract gate: FAILED: breaking changes from {against} (above). A change that breaks "
        "clients of a release needs a new major version and a changelog entry saying so; "
        "otherwise make the change compatible (add instead of removing or renaming). "
        f"Here {'; and '.join(missing)}."
    )
    return 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n", 1)[0] if __doc__ else None)
    parser.add_argument(
        "--release", type=Path, help="default: the latest openapi/releases/X.Y.Z.json"
    )
    parser.add_argument(
        "--current", type=Path, default=CURRENT, help="default: openapi/openapi.json"
    )
    parser.add_argument("--changelog", type=Path, default=CHANGELOG, help="default: CHANGELOG.md")
    args = parser.parse_args(argv)
    release: Path | None = args.release or latest_release(RELEASES)
    try:
        if release is None:
            raise GateError(f"no release in {RELEASES} (python openapi/release.py writes one)")
        return gate(release, args.current, args.changelog)
    except (GateError, subprocess.CalledProcessError) as error:
        print(f"contract gate: cannot judge: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
