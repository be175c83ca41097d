"""The demo campaign: a small, complete campaign to try the application with, the same every time.

This package sits above the other use-cases: it plays the demo through them (an import, checked
and audited armoury movements, two missions) and no other service imports it.
:mod:`.document` is the demo's roster and armoury as an exchange document, :mod:`.history` its
armoury history, :mod:`.missions` its two missions, and :mod:`.service` the
:class:`~.service.DemoService` that makes a demo campaign of them.
"""
