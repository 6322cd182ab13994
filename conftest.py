"""The pytest plugin's entry point: makes the project importable from a plain checkout and loads
the conformance plugin (reports/plugin.py; docs/conformance.md), which stays idle unless the run
asks for conformance cases."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

pytest_plugins = ["reports.plugin"]
