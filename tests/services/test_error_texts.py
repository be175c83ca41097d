"""Every refusal of the services can be said in the user's language: no
``raise`` of a user error whose message is a sentence (a string or an f-string; the English
words a refusal made from a verdict puts around its findings aside), every message key a service
raises has its template, and the English text stays what it was."""

from __future__ import annotations

import ast
import importlib
import inspect
from pathlib import Path

import pytest

from xcom_manager import paths
from xcom_manager.cli import words as cli_words
from xcom_manager.rules.texts import Message, render, template
from xcom_manager.services.core.errors import NotFoundError, UserError

SERVICES = Path(__file__).resolve().parents[2] / "xcom_manager" / "services"


def _modules() -> list[tuple[Path, str]]:
    found = []
    for path in sorted(SERVICES.rglob("*.py")):
        parts = path.relative_to(SERVICES.parents[1]).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        found.append((path, name))
    return found


def _user_error_names() -> set[str]:
    names = set()
    for _path, name in _modules():
        module = importlib.import_module(name)
        for attribute, value in vars(module).items():
            if inspect.isclass(value) and issubclass(value, UserError):
                names.add(attribute)
    return names


def _is_sentence(node: ast.expr) -> bool:
    """A string literal, an f-string, or strings added together."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str)
    if isinstance(node, ast.JoinedStr):
        return True
    if isinstance(node, ast.BinOp):
        return _is_sentence(node.left) or _is_sentence(node.right)
    return False


def _says_a_sentence(message: ast.expr) -> bool:
    """The error's message is a sentence, or holds a field's problem made from one
    (``ValidationError([FieldProblem("name", "must not be empty")])``)."""
    if _is_sentence(message):
        return True
    return any(
        isinstance(node, ast.Call)
        and ast.unparse(node.func) == "FieldProblem"
        and any(_is_sentence(arg) for arg in node.args[1:])
        for node in ast.walk(message)
    )


def test_no_service_raises_a_user_error_with_a_sentence() -> None:
    errors = _user_error_names()
    assert {"UserError", "NotFoundError", "StaleEditError", "BackupError"} <= errors
    found = []
    for path, _name in _modules():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call)):
                continue
            call = node.exc
            called = call.func.attr if isinstance(call.func, ast.Attribute) else None
            called = call.func.id if isinstance(call.func, ast.Name) else called
            if called in errors and call.args and _says_a_sentence(call.args[0]):
                found.append(f"{path.relative_to(SERVICES)}:{node.lineno} {ast.unparse(call)}")
    assert found == [], "give each a Message (services/core/error_texts.py):\n" + "\n".join(found)


def test_every_message_key_a_service_raises_has_its_template() -> None:
    _user_error_names()  # every module imported: every template registered
    keys = set()
    for path, _name in _modules():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "of"
                and ast.unparse(node.func.value) == "Message"
                and node.args
                and isinstance(node.args[0], ast.Constant)
            ):
                keys.add(node.args[0].value)
    assert len(keys) > 50
    assert sorted(key for key in keys if template(key) is None) == []


@pytest.mark.parametrize(
    ("error", "english", "russian"),
    [
        (
            NotFoundError(Message.of("no_campaign", campaign_id=7)),
            "there is no campaign #7",
            "кампании №7 нет",
        ),
        (
            NotFoundError(Message.of("no_soldier_gone", soldier_id=4)),
            "there is no soldier #4 (dismissed, or its campaign was deleted)",
            "бойца №4 нет (уволен, или его кампания удалена)",
        ),
    ],
)
def test_a_refusal_is_english_as_before_and_russian_from_the_catalogue(
    error: UserError, english: str, russian: str
) -> None:
    assert str(error) == english
    assert error.message is not None
    catalogue = cli_words.Catalogue.read("ru", paths.translations_dir() / "xcom_manager_ru.qm")
    assert render(error.message, catalogue.translate).startswith(russian)
