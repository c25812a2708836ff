"""ast.parse one thread at a time, for schemathesis's worker threads.

CPython 3.11 (Debian's Python here) counts the AST converter's recursion depth in state that every
thread shares: two threads parsing at once overwrite each other's count, and one of them fails with
"SystemError: AST constructor recursion depth mismatch". schemathesis's workers are threads, and
hypothesis parses whole source files to describe the lambdas its strategies filter by: that crash
ended a CI run's admin fuzzing twice in a row. Parsing is rare (hypothesis keeps what it parsed).
"""

import ast
import threading

_lock = threading.RLock()


def install() -> None:
    """Makes `ast.parse` take a lock; the parse it wraps is the one in place now."""
    parse = ast.parse

    def parse_alone(*args, **kwargs):
        with _lock:
            return parse(*args, **kwargs)

    ast.parse = parse_alone
