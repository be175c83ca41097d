<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>ActionPanel</name>
    <message numerus="yes">
        <source>up to %n values in the order rolled, e.g. 4 2 5</source>
        <translation>
            <numerusform>up to %n value, e.g. 4</numerusform>
            <numerusform>up to %n values in the order rolled, e.g. 4 2 5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At most %n value(s) are used; {count} typed.</source>
        <translation>
            <numerusform>At most %n value is used; {count} typed.</numerusform>
            <numerusform>At most %n values are used; {count} typed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} of up to %n value(s) typed.</source>
        <translation>
            <numerusform>{count} of up to %n value typed.</numerusform>
            <numerusform>{count} of up to %n values typed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Up to %n dice are rolled and recorded.</source>
        <translation>
            <numerusform>Up to %n die is rolled and recorded.</numerusform>
            <numerusform>Up to %n dice are rolled and recorded.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AddToArmouryDialog</name>
    <message numerus="yes">
        <source>Adds %n × {item} to the armoury.</source>
        <translation>
            <numerusform>Adds %n × {item} to the armoury.</numerusform>
            <numerusform>Adds %n × {item} to the armoury.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ArmouryModel</name>
    <message numerus="yes">
        <source>{name} (%n charges)  ×{count}</source>
        <translation>
            <numerusform>{name} (%n charge)  ×{count}</numerusform>
            <numerusform>{name} (%n charges)  ×{count}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ArmouryPanel</name>
    <message numerus="yes">
        <source>%n items in the armoury</source>
        <translation>
            <numerusform>%n item in the armoury</numerusform>
            <numerusform>%n items in the armoury</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ArmouryStocking</name>
    <message numerus="yes">
        <source>Add %n × {item} to the armoury</source>
        <translation>
            <numerusform>Add %n × {item} to the armoury</numerusform>
            <numerusform>Add %n × {item} to the armoury</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove %n × {item} from the armoury ({why})</source>
        <translation>
            <numerusform>Remove %n × {item} from the armoury ({why})</numerusform>
            <numerusform>Remove %n × {item} from the armoury ({why})</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AttackForm</name>
    <message numerus="yes">
        <source>From the profile: %n attack(s), the Attacks value.</source>
        <translation>
            <numerusform>From the profile: %n attack, the Attacks value.</numerusform>
            <numerusform>From the profile: %n attacks, the Attacks value.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>From the profile: %n shot(s).</source>
        <translation>
            <numerusform>From the profile: %n shot.</numerusform>
            <numerusform>From the profile: %n shots.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AuditView</name>
    <message numerus="yes">
        <source>Intact: %n rows</source>
        <translation>
            <numerusform>Intact: %n row</numerusform>
            <numerusform>Intact: %n rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The audit log, the mission logs (%n events) and the place of every audited item agree.</source>
        <translation>
            <numerusform>The audit log, the mission logs (%n event) and the place of every audited item agree.</numerusform>
            <numerusform>The audit log, the mission logs (%n events) and the place of every audited item agree.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>History damaged: %n problems</source>
        <translation>
            <numerusform>History damaged: %n problem</numerusform>
            <numerusform>History damaged: %n problems</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n rows to {path}</source>
        <translation>
            <numerusform>Exported %n row to {path}</numerusform>
            <numerusform>Exported %n rows to {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rows</source>
        <translation>
            <numerusform>%n row</numerusform>
            <numerusform>%n rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rows loaded, counting…</source>
        <translation>
            <numerusform>%n row loaded, counting…</numerusform>
            <numerusform>%n rows loaded, counting…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{loaded} of %n rows loaded (scroll for more)</source>
        <translation>
            <numerusform>{loaded} of %n row loaded (scroll for more)</numerusform>
            <numerusform>{loaded} of %n rows loaded (scroll for more)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardForms</name>
    <message numerus="yes">
        <source>%n faces, e.g. hit blank crit (or values 1–12)</source>
        <translation>
            <numerusform>%n face, e.g. hit (or a value 1–12)</numerusform>
            <numerusform>%n faces, e.g. hit blank crit (or values 1–12)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeathQuestion</name>
    <message numerus="yes">
        <source>Ending this phase kills %n character(s):</source>
        <translation>
            <numerusform>Ending this phase kills %n character:</numerusform>
            <numerusform>Ending this phase kills %n characters:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KitReturnDesk</name>
    <message numerus="yes">
        <source>Return all %n items of {soldier} to the armoury in one step (Ctrl+Shift+Del)</source>
        <translation>
            <numerusform>Return the %n item of {soldier} to the armoury in one step (Ctrl+Shift+Del)</numerusform>
            <numerusform>Return all %n items of {soldier} to the armoury in one step (Ctrl+Shift+Del)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Return all %n items of {soldier} to the armoury? Each is recorded in the audit log; Undo (Ctrl+Z) puts them back where they were.</source>
        <translation>
            <numerusform>Return the %n item of {soldier} to the armoury? It is recorded in the audit log; Undo (Ctrl+Z) puts it back where it was.</numerusform>
            <numerusform>Return all %n items of {soldier} to the armoury? Each is recorded in the audit log; Undo (Ctrl+Z) puts them back where they were.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Return %n items of {soldier} to the armoury</source>
        <translation>
            <numerusform>Return %n item of {soldier} to the armoury</numerusform>
            <numerusform>Return %n items of {soldier} to the armoury</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Returned %n items of {soldier} to the armoury</source>
        <translation>
            <numerusform>Returned %n item of {soldier} to the armoury</numerusform>
            <numerusform>Returned %n items of {soldier} to the armoury</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>%1 (%2, %n soldier(s))</source>
        <translation>
            <numerusform>%1 (%2, %n soldier)</numerusform>
            <numerusform>%1 (%2, %n soldiers)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlanMissionDialog</name>
    <message numerus="yes">
        <source>%n soldier(s)</source>
        <translation>
            <numerusform>%n soldier</numerusform>
            <numerusform>%n soldiers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{soldiers} against %n alien(s).</source>
        <translation>
            <numerusform>{soldiers} against %n alien.</numerusform>
            <numerusform>{soldiers} against %n aliens.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RemoveFromArmouryDialog</name>
    <message numerus="yes">
        <source>%n × {item} leave the campaign for good ({why}); Undo brings them back.</source>
        <translation>
            <numerusform>%n × {item} leaves the campaign for good ({why}); Undo brings it back.</numerusform>
            <numerusform>%n × {item} leave the campaign for good ({why}); Undo brings them back.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RosterCareer</name>
    <message numerus="yes">
        <source>ROS-4: {soldier} is not due back from wounds yet (%n mission(s) since the wound).</source>
        <translation>
            <numerusform>ROS-4: {soldier} is not due back from wounds yet (%n mission since the wound).</numerusform>
            <numerusform>ROS-4: {soldier} is not due back from wounds yet (%n missions since the wound).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No wounded soldier is due back yet (ROS-4); %n still recovering.</source>
        <translation>
            <numerusform>No wounded soldier is due back yet (ROS-4); %n still recovering.</numerusform>
            <numerusform>No wounded soldier is due back yet (ROS-4); %n still recovering.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n soldier(s) have recovered from their wounds (ROS-4) and return to active duty with their wounds restored:</source>
        <translation>
            <numerusform>%n soldier has recovered from their wounds (ROS-4) and returns to active duty with their wounds restored:</numerusform>
            <numerusform>%n soldiers have recovered from their wounds (ROS-4) and return to active duty with their wounds restored:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n soldier(s) returned to duty.</source>
        <translation>
            <numerusform>%n soldier returned to duty.</numerusform>
            <numerusform>%n soldiers returned to duty.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Return %n soldier(s) to duty</source>
        <translation>
            <numerusform>Return %n soldier to duty</numerusform>
            <numerusform>Return %n soldiers to duty</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RosterPreview</name>
    <message numerus="yes">
        <source>Loading… %n soldier(s)</source>
        <translation>
            <numerusform>Loading… %n soldier</numerusform>
            <numerusform>Loading… %n soldiers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RosterQuestions</name>
    <message numerus="yes">
        <source>“{name}” is the name of %n other soldier(s) of this campaign: {who}. Save it all the same?</source>
        <translation>
            <numerusform>“{name}” is the name of %n other soldier of this campaign: {who}. Save it all the same?</numerusform>
            <numerusform>“{name}” is the name of %n other soldiers of this campaign: {who}. Save it all the same?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RosterView</name>
    <message numerus="yes">
        <source>{shown} of %n soldiers shown</source>
        <translation>
            <numerusform>{shown} of %n soldier shown</numerusform>
            <numerusform>{shown} of %n soldiers shown</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loading… {loaded} of %n soldiers</source>
        <translation>
            <numerusform>Loading… {loaded} of %n soldier</numerusform>
            <numerusform>Loading… {loaded} of %n soldiers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SlotCell</name>
    <message numerus="yes">
        <source>%n charges</source>
        <translation>
            <numerusform>%n charge</numerusform>
            <numerusform>%n charges</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableShareDialog</name>
    <message numerus="yes">
        <source>%n watching</source>
        <translation>
            <numerusform>%n watching</numerusform>
            <numerusform>%n watching</numerusform>
        </translation>
    </message>
</context>
</TS>
