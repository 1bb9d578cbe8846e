"""Answers that also come as NDJSON (newline-delimited JSON, by `Accept`), and how the OpenAPI
document declares them. A route says so in its `opt` (`JSON_LINES: JsonLines(...)`): its JSON
answer (`whole`) is a header (`header`, every field of `whole` but one list) and that list,
and its NDJSON form is the header on the first line, then one item of the list a line.

OpenAPI 3.1 has no way to type the lines of a body (3.2's `itemSchema` has), so the NDJSON
media type is declared a string whose description names both lines' schemas, and whose `$defs`
refer to them: tools see a string, readers and tests find each line's schema."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

import msgspec

NDJSON = "application/x-ndjson"
JSON_LINES = "json_lines"  # the route's `opt` key
REF = "#/components/schemas/{name}"


@dataclass(frozen=True)
class JsonLines:
    """A route's NDJSON form, declared in its `opt` under JSON_LINES."""

    whole: type[msgspec.Struct]  # the JSON answer
    header: type[msgspec.Struct]  # the first line: every field of `whole` but one list

    @property
    def items(self) -> str:
        """The field of `whole` whose items are the lines after the header."""
        (name,) = set(self.whole.__struct_fields__) - set(self.header.__struct_fields__)
        return name


def header_schema(lines: JsonLines, whole: dict[str, Any]) -> dict[str, Any]:
    """The header's schema: the JSON answer's (as the document renders it) without the list,
    so the two cannot drift apart."""
    header = {key: value for key, value in whole.items() if key not in ("properties", "required")}
    header["title"] = lines.header.__name__
    header["description"] = (
        f"The `{lines.whole.__name__}` without `{lines.items}`: the first line of its NDJSON form."
    )
    header["properties"] = {
        name: schema for name, schema in whole["properties"].items() if name != lines.items
    }
    required = [name for name in whole.get("required", []) if name != lines.items]
    if required:
        header["required"] = required
    return header


def ndjson_example(lines: JsonLines, value: dict[str, Any]) -> str:
    """A JSON answer's example as NDJSON."""
    header = {key: item for key, item in value.items() if key != lines.items}
    rows = [header, *value.get(lines.items, [])]
    return "".join(json.dumps(row, separators=(",", ":")) + "\n" for row in rows)


def declare_json_lines(
    operation: dict[str, Any], lines: JsonLines, schemas: dict[str, Any]
) -> None:
    """Add the NDJSON form to `operation`'s success answer, and the header's schema to the
    document's `schemas` (the line's is the list's item schema, already there)."""
    whole_name, header_name = lines.whole.__name__, lines.header.__name__
    if whole_name not in schemas:
        raise ValueError(f"{operation.get('operationId')}: no {whole_name} schema to split")
    whole = schemas[whole_name]
    schemas[header_name] = header_schema(lines, whole)
    line_ref = whole["properties"][lines.items]["items"]["$ref"]
    line_name = line_ref.rsplit("/", 1)[-1]
    media: dict[str, Any] = {
        "schema": {
            "type": "string",
            "description": (
                f"NDJSON, each line one JSON object ending in a newline: first a "
                f"`{header_name}` (the `{whole_name}` without `{lines.items}`), then one "
                f"`{line_name}` a line, in order. `$defs` refers to both lines' schemas."
            ),
            "$defs": {"header": {"$ref": REF.format(name=header_name)}, "line": {"$ref": line_ref}},
        }
    }
    response = next(
        answer for status, answer in operation["responses"].items() if status.startswith("2")
    )
    examples = response["content"]["application/json"].get("examples", {})
    if examples:
        media["examples"] = {
            name: {**example, "value": ndjson_example(lines, example["value"])}
            for name, example in examples.items()
        }
    response["content"][NDJSON] = media
