"""schemathesis's command line, with ast.parse one thread at a time (see ast_parse_alone.py)."""

import sys

import ast_parse_alone

ast_parse_alone.install()

from schemathesis.cli import schemathesis  # noqa: E402 (after the parse is made thread-safe)

sys.exit(schemathesis())
