"""Text format: parser (generic and pretty forms) and printer (generic form)."""
from .errors import ParseError
from .parser import Parser, is_blank, parse, split_input_file
from .printer import print_attribute, print_module

__all__ = ["ParseError", "Parser", "parse", "print_module", "print_attribute", "split_input_file",
           "is_blank"]
