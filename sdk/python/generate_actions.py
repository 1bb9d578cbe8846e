"""Writes tapete_sdk/actions.py from the OpenAPI document: every game's actions as typed classes
whose `type` is a string literal (a discriminated union mypy narrows on), their plain-dict forms
(TypedDicts), and the request values the session takes (bot levels, visibility).

python sdk/python/generate_actions.py openapi/openapi.json sdk/python/tapete_sdk/actions.py

openapi-python-client's models (tapete_client) cannot serve here: their `type_` is a one-member
enum per class, so a union of them cannot be narrowed by comparing `type_` with a string. The
output is ruff-formatted as written (`make lint` checks tapete_sdk) and a test checks that the
committed copy is current (`make sdk` rewrites it)."""

from __future__ import annotations

import json
import keyword
import sys
import textwrap
from pathlib import Path
from typing import Any

WIDTH = 100


def class_name(action_type: str) -> str:
    """`game.change_colour` -> `GameChangeColour`: unique per type, unlike the schemas' titles
    (`Play`, `Draw` and `Pass` mean different things in different games)."""
    return "".join(part[:1].upper() + part[1:] for part in action_type.replace(".", "_").split("_"))


def literal(values: list[Any]) -> str:
    return "Literal[" + ", ".join(json.dumps(value) for value in values) + "]"


def python_type(schema: dict[str, Any]) -> str:
    if "anyOf" in schema:
        return " | ".join(python_type(part) for part in schema["anyOf"])
    if "enum" in schema:
        return literal(schema["enum"])
    kind = schema.get("type")
    if kind == "array":
        return f"list[{python_type(schema.get('items', {}))}]"
    simple = {"integer": "int", "boolean": "bool", "string": "str", "number": "float"}
    if kind == "null":
        return "None"
    if kind in simple:
        return simple[kind]
    raise ValueError(f"no Python type for {schema}")


def optional_type(schema: dict[str, Any]) -> str:
    """A field the caller may leave out: without a default of its own, None stands for it."""
    annotation = python_type(schema)
    if schema.get("default") is None and "None" not in annotation.split(" | "):
        annotation += " | None"
    return annotation


def docstring(text: str, indent: str) -> list[str]:
    """A docstring wrapped to the line length (blank lines between paragraphs kept)."""
    width = WIDTH - len(indent)
    lines: list[str] = []
    for number, paragraph in enumerate(text.strip().replace('"""', "'''").split("\n\n")):
        if number:
            lines.append("")
        lines += textwrap.wrap(" ".join(paragraph.split()), width - 3) or [""]
    if len(lines) == 1 and len(lines[0]) + 6 <= width:
        return [f'{indent}"""{lines[0]}"""']
    lines[0] = '"""' + lines[0]
    return [indent + line if line else "" for line in lines] + [f'{indent}"""']


def action_schemas(document: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    schemas = document["components"]["schemas"]
    refs = schemas["Act"]["properties"]["action"]["anyOf"]
    found = [schemas[ref["$ref"].rsplit("/", 1)[1]] for ref in refs]
    return sorted((schema["properties"]["type"]["enum"][0], schema) for schema in found)


def action_class(action_type: str, schema: dict[str, Any]) -> list[str]:
    name = class_name(action_type)
    required = set(schema.get("required", []))
    fields = [(key, value) for key, value in schema["properties"].items() if key != "type"]
    fields.sort(key=lambda item: (item[0] not in required, item[0]))  # required ones first
    for key, _ in fields:
        assert key.isidentifier() and not keyword.iskeyword(key), key
    lines = ["", "", "@dataclass(frozen=True, kw_only=True)", f"class {name}:"]
    lines += docstring(schema.get("description", action_type), "    ")
    kind = f'Literal["{action_type}"]'
    lines += ["", f'    type: {kind} = field(default="{action_type}", init=False)']
    for key, value in fields:
        if key in required:
            lines.append(f"    {key}: {python_type(value)}")
        else:
            lines.append(f"    {key}: {optional_type(value)} = {value.get('default')!r}")
    lines += ["", f"    def to_dict(self) -> {name}Dict:", "        return {"]
    lines.append('            "type": self.type,')
    for key, value in fields:
        copy = f"list(self.{key})" if value.get("type") == "array" else f"self.{key}"
        lines.append(f'            "{key}": {copy},')
    lines += ["        }", "", "", f"class {name}Dict(TypedDict):"]
    lines.append(f'    type: Literal["{action_type}"]')
    for key, value in fields:
        if key in required:
            lines.append(f"    {key}: {python_type(value)}")
        else:
            lines.append(f"    {key}: NotRequired[{optional_type(value)}]")
    return lines


def union(alias: str, names: list[str], doc: str) -> list[str]:
    lines = ["", "", f"{alias}: TypeAlias = ("]
    lines += [f"    {name}" if index == 0 else f"    | {name}" for index, name in enumerate(names)]
    return [*lines, ")", *docstring(doc, "")]


def render(document: dict[str, Any]) -> str:
    actions = action_schemas(document)
    schemas = document["components"]["schemas"]
    levels = schemas["AddBot"]["properties"]["level"]["enum"]
    visibility = next(
        schema["properties"]["visibility"]["enum"]
        for name, schema in sorted(schemas.items())
        if name.startswith("Create") and "visibility" in schema.get("properties", {})
    )
    names = [class_name(action_type) for action_type, _ in actions]
    lines = [
        '"""Every game\'s actions as typed classes, one per `type` (a string literal, so `Action`',
        'is a discriminated union: `if action.type == "<game>.<move>":` narrows it), with their',
        "plain-dict forms (`ActionDict`), and the request values the session takes.",
        "",
        "GENERATED from openapi/openapi.json by sdk/python/generate_actions.py (`make sdk`); do",
        'not edit."""',
        "",
        "from __future__ import annotations",
        "",
        "from dataclasses import dataclass, field",
        "from typing import Literal, NotRequired, TypeAlias, TypedDict",
        "",
        f"BotLevelName: TypeAlias = {literal(levels)}",
        '"""A bot\'s level (`tapete_sdk.BotLevel` is the same as an enum)."""',
        f"Visibility: TypeAlias = {literal(visibility)}",
        '"""`public`: listed, and open to quick play in its lobby; `private`: only by code."""',
    ]
    for action_type, schema in actions:
        lines += action_class(action_type, schema)
    lines += union("Action", names, "Any game's action: narrow it on `.type`.")
    lines += union(
        "ActionDict", [f"{name}Dict" for name in names], "Any action as JSON (`to_dict()`)."
    )
    lines += ["", "", "ACTIONS: dict[str, type[Action]] = {"]
    lines += [f'    "{action_type}": {class_name(action_type)},' for action_type, _ in actions]
    lines += ["}", '"""Each action class by its `type`."""', ""]
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    source, target = argv
    Path(target).write_text(render(json.loads(Path(source).read_text())))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
