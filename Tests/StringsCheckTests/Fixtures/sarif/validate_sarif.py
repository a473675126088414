#!/usr/bin/env python3
"""Validates a SARIF document against the SARIF 2.1.0 JSON schema, for the StringsCheck tests.

Usage: validate_sarif.py SCHEMA DOCUMENT   (DOCUMENT "-" reads standard input)
Exit status: 0 valid; 1 invalid (one line per error on standard output: path, message);
3 Python's jsonschema package is missing (scripts/install-deps.sh installs it).
"""
import json
import sys

try:
    import jsonschema
except ImportError:
    print("python3 cannot import jsonschema (pip install jsonschema, or apt-get install python3-jsonschema)",
          file=sys.stderr)
    sys.exit(3)


def main(schema_path, document_path):
    with open(schema_path, encoding="utf-8") as file:
        schema = json.load(file)
    try:
        if document_path == "-":
            document = json.load(sys.stdin)
        else:
            with open(document_path, encoding="utf-8") as file:
                document = json.load(file)
    except ValueError as error:
        print(f"(document): not JSON: {error}")
        return 1
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema, format_checker=jsonschema.FormatChecker())
    errors = sorted(validator.iter_errors(document), key=lambda error: [str(part) for part in error.absolute_path])
    for error in errors:
        path = "/".join(str(part) for part in error.absolute_path) or "(root)"
        print(f"{path}: {error.message}")
    return 1 if errors else 0


if __name__ == "__main__":
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    sys.exit(main(sys.argv[1], sys.argv[2]))
