"""Build a database with main as of 0d233d6 (before the seam issue): the demo campaign plus two
missions that use every command of the wargame tracker, undo and undo of undo included."""
import json, sys
from pathlib import Path
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.inventory.service import InventoryService
from xcom_manager.services.missions import MissionService
from xcom_manager.services.roster.service import RosterService
from xcom_manager.services.inventory.dto import Destination
from xcom_manager.services.missions.dto import *
from xcom_manager.store.db import Database

out = Path(sys.argv[1])
out.unlink(missing_ok=True)
db = Database.open(f"sqlite:///{out}")
campaigns = CampaignService(db)
info = campaigns.create_demo()
cid = info.id
inv = InventoryService(db, campaigns)
missions = MissionService(db, campaigns, inv)
roster = RosterService(db, campaigns)
busy = set()
for m in missions.list_missions(cid):
    if m.status == "in_progress":
        for c in missions.view(m.id).characters:
            if c.soldier_id: busy.add(c.soldier_id)
free = [s for s in roster.list_soldiers(cid) if s.status == "active" and s.id not in busy]
print(len(free), "free soldiers")
a, b = free[:2]
tank = next(i for i in inv.armoury(cid) if i.item_type == "spare_aqualung_tank")
inv.move_item(tank.id, Destination.soldier(a.id), actor="Legacy GM")
tank2 = next(i for i in inv.armoury(cid) if i.item_type == "spare_aqualung_tank")
inv.move_item(tank2.id, Destination.soldier(b.id), actor="Legacy GM")
c = next(s for s in free if s not in (a, b) and inv.check_move(tank2.id, Destination.soldier(s.id)).allowed)
print("c =", c.name)
e = next(s for s in free if s.unit_type == "infantry" and s not in (a, b, c))
A = "Legacy GM"
v = missions.start_mission(cid, name="Legacy deep dive", environment="underwater",
                           soldier_ids=[a.id, b.id, c.id], aliens=["aquatoid", "aquatoid", "tasoth"] )
mid = v.info.id
def x(cmd, dice=()):
    try:
        r = missions.execute(mid, cmd, dice=list(dice), actor=A)
        for row in r.new_log: print("  ", row.seq, row.text)
        return r
    except Exception as e:
        print("REFUSED", type(cmd).__name__, e)
sa, sb, sc = (f"s{s.id}" for s in (a, b, c))
kit = inv.soldier_kit(c.id)
given = next(it.item for sl in kit.slots for it in sl.items)
h = x(HandOver(sb, sc, tank2.id, True))
u = x(Undo(h.new_log[0].seq))
x(Undo(u.new_log[0].seq))
x(DeclareMove(sa, "swim", 4, 1, 2), [6, 90, 3, 1])     # fails: scatter, tank test 1 -> damaged
x(Release(sc, "dragged"))
x(MarkActed(sb, "moved"))
r4 = x(Note("They came through the reef."))
r = x(Undo(r4.new_log[0].seq))
x(Undo(r.new_log[0].seq))                                # undo of the undo
it = next(i for i in inv.soldier_kit(b.id).slots[0].items) if False else None
x(AdvancePhase())
x(MarkActed(sb, "shot"))
x(Wound(sb, 1), [2])
x(EnterAir(sa))
x(LeaveAir(sa))
x(AdvancePhase()); x(AdvancePhase())   # aliens movement
x(AdvancePhase()); x(AdvancePhase()); x(AdvancePhase())  # xcom turn 2 movement
x(ReplaceTank(sa, tank.id))
x(Wound(sc, 5), [3, 4, 5, 6, 5])
x(AdvancePhase())  # shooting
x(Stabilise(sa, sc, True))
kit_b = inv.soldier_kit(b.id)
x(Kill("a1"))
x(Withdraw("a2", "mia"))
for _ in range(9): x(AdvancePhase())
x(Withdraw(sb, "evacuated"))
summary = missions.end_mission(mid, actor=A)
print(summary.text)

v = missions.start_mission(cid, name="Legacy rooftop", environment="ground",
                           soldier_ids=[e.id], aliens=["sectoid"])
mid = v.info.id
sd = f"s{e.id}"
x(DeclareMove(sd, "jump", 5, 2, 8), [6])     # fails: falls
x(MarkActed(sd, "moved"))
x(AdvancePhase())
x(Wound(sd, 9))
for _ in range(20): x(AdvancePhase())
print(missions.end_mission(mid, actor=A).text)
db.close()
