"""The pytest plugin's entry point.

Today it only makes the project importable from a plain checkout; the conformance plugin
(corpus cases as pytest items, --oracle, --report, ...) lands here with issue 10.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
