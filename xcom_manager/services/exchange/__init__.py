"""The campaign exchange format: export a campaign as JSON, check a document, import it.

Format ``xcom_manager.campaign``, version 4 (also described in ``docs/campaign-format.md``)::

    {
      "format": "xcom_manager.campaign",
      "format_version": 4,
      "campaign": {"name": str, "ruleset_id": str, "notes": str},
      "soldiers": [
        {
          "name": str, "nationality": str, "rank": str,
          "soldier_class": str,          # a key of the ruleset's soldier_classes
          "unit_type": str,              # a key of the ruleset's unit_types
          "stats": {STAT: int, ...},     # exactly the ruleset's stat line
          "wounds": int,                 # wounds left (0 .. the wounds stat)
          "status": str,                 # active, wounded, down, dead, mia, retired
          "missions": int, "kills": int,
          "experience": int,             # Experience Points (M-CX-4); new in version 2
          "notes": str,
          "status_date": "YYYY-MM-DD",   # the facts of the status (new in version 3):
          "status_mission": str,         # the mission's name, the cause (free text or a
          "status_cause": str,           # rule system's key); each only when recorded
          "items": [                     # what the soldier carries
            {"item_type": str, "charges": int | null, "slot": str, "slot_index": int}
          ],
          "history": [                   # the service record's facts (new in version 4)
            {"kind": str,                # a HistoryKind: promoted, recovered, ...
             "params": {str: scalar},    # text, number, true, false or null
             "mission": str,             # the mission's name, only when recorded
             "happened_on": "YYYY-MM-DD", "recorded_at": "...T...Z", "actor": str}
          ]
        }
      ],
      "armoury": [{"item_type": str, "charges": int | null}],
      "alien_units": [
        {"name": str, "species": str, "unit_type": str, "stats": {STAT: int},
         "wounds": int, "status": str}
      ]
    }

Rules of the format:

* Every key is written on export, but for a soldier's ``status_date``, ``status_mission`` and
  ``status_cause`` and a history fact's ``mission``, written only when recorded. On import
  ``nationality``, ``notes``,
  ``missions``, ``kills``, ``experience``, ``items``, ``history`` and the ``status_*`` facts
  of a soldier, ``notes`` of the campaign, ``charges`` of an item
  (a full item), ``armoury`` and ``alien_units`` may be left out; an alien unit may leave out
  ``unit_type``, ``stats``, ``wounds`` and ``status`` (its species' values, unhurt and active).
  Any other key is refused, so that a misspelt key is never silently dropped.
* Soldiers and alien units are listed in the order they were created (and are created in that
  order on import); a soldier's items by slot (in the ruleset's slot order) and position;
  the armoury by item type, then charges; a soldier's history in the order recorded. Written with
  :func:`~.document.dump_campaign_json`, two exports of the same campaign are byte-identical,
  and export -> import -> export gives the same text.
* ``charges`` is ``null`` for items without charges, else 0 .. the item type's charges.
* A carried item is in a ``slot`` of the ruleset, at a ``slot_index`` from 0 to the slot's last
  position (INV-3, :func:`xcom_manager.rules.positions.last_position`), and no two items share a
  position. Normally the slot is one the soldier's unit type has and the position is within its
  capacity (INV-1), but a GM override or an edit of the unit type may leave an item past the
  capacity or in a slot the unit type lacks: what the app can store imports as it is, so that
  an export is a backup. (W-HAND-3 / R-4 let an item be carried in a slot other than the one it
  calls for; it is then "carried, unusable".)
* Items lost or used up in play, database ids, versions and creation times are not part of the
  format.
* Any change to the format gets a new ``format_version`` (readers refuse unknown keys, so even
  a new optional key needs one); a reader refuses a version it does not know. Version 2 added
  a soldier's ``experience``, version 3 the facts of its status, version 4 its history (the
  service record); this reader reads versions 1 to 4 alike (a version-1 soldier has 0
  Experience Points, an older soldier no facts and no history) and writes version 4. The mission
  of a status or a history fact is carried by name: missions are not part of the format, so an
  imported soldier's fact names no mission id.

:func:`~.validate.validate_document` checks the whole document before anything is written and
raises :class:`~xcom_manager.services.core.errors.ImportFormatError` listing every problem with its
JSON path, e.g. ``soldiers[3].stats.WS: must be between 1 and 10, not 12``.

The modules: :mod:`.document` (the format's name and version, the canonical text, a checked
document), :mod:`.export` (a campaign as a document), :mod:`.validate` (checking a document)
and :mod:`.write` (writing a checked document as a new campaign).
"""
