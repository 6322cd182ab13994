"""Makes the project importable from a plain checkout and loads the conformance plugin
(reports/plugin.py; docs/conformance.md), which stays idle unless the run asks for conformance
cases. An installed suite (`pip install -e .`) registers the plugin through its `pytest11` entry
point, named `reports.plugin` too, so that this line finds it registered and does nothing."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

pytest_plugins = ["reports.plugin"]
