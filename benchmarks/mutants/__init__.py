"""Mutation testing of the suite: mutant backends (this project's reference with one realistic
bug in one op) behind the command protocol, and the benchmark that measures which conformance
cases kill them (`python benchmarks/mutants/run.py`; docs/conformance.md, "Mutation testing of
the suite")."""
