"""Phones for the tests: aiohttp clients run in a loop on a thread of their own (Playwright's
sync API keeps a loop running on the test's thread once a browser is up, where no other loop
may run)."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

import aiohttp

__all__ = ["on_phones"]

T = TypeVar("T")


def on_phones(work: Callable[[aiohttp.ClientSession], Awaitable[T]]) -> T:
    """``work`` with a client session, in a new loop on a new thread; its result."""

    async def main() -> T:
        async with aiohttp.ClientSession() as session:
            return await work(session)

    with ThreadPoolExecutor(1, thread_name_prefix="phones") as thread:
        return thread.submit(asyncio.run, main()).result()
