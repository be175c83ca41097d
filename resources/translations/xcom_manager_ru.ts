<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>AuditComingPage</name>
    <message>
        <source>Audit log is coming</source>
        <translation>Журнал аудита скоро появится</translation>
    </message>
    <message>
        <source>Here you will see every item that changed hands — who, what, from where, to where, when and under which rule — and verify that the log was not tampered with.</source>
        <translation>Здесь будет видно каждое снаряжение, сменившее владельца, — кто, что, откуда, куда, когда и по какому правилу, — и можно будет проверить, что журнал никто не подделал.</translation>
    </message>
</context>
<context>
    <name>AuditTableModel</name>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence number of the movement in the campaign&apos;s log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the movement was recorded (local time)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who moved the item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The item moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the item came from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the item went</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armoury, or mission, turn and phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the rules said of the movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rule IDs the verdict cites</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GM&apos;s reason for an override, or the undo it made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armoury</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Used up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>movement phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shooting phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assault phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{time} UTC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{type}, item #{id}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{soldier}, {slot} {position}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mission {mission}, turn {turn}, {phase}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AuditVerdict</name>
    <message>
        <source>Allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allowed with warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overridden</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AuditView</name>
    <message>
        <source>Movements to or from this soldier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Soldier:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>item number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Movements of the item with this number (e.g. 12 or #12)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Item:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mission number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Movements during the mission with this number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mission:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only movements recorded on or after this day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>U&amp;ntil</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only movements recorded on or before this day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All verdicts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Verdict:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ne&amp;west first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lear filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Verify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the hash chain: proves that no row was edited, removed or reordered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the rows the filter shows to a CSV file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verifying…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exporting to {path}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export audit log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verification cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intact: {count} rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broken at #{seq}: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{result} (row not loaded in the table)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported {count} rows to {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>content changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out of order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chain broken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All soldiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{loaded} rows loaded, counting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{loaded} of {total} rows loaded (scroll for more)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No item has been moved yet. Every movement of an item will be listed here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No movement matches the filters.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InventoryComingPage</name>
    <message>
        <source>Inventory is coming</source>
        <translation>Снаряжение скоро появится</translation>
    </message>
    <message>
        <source>Here you will equip your soldiers: their large, small and backpack slots, the armoury&apos;s stock, and drag and drop between them, checked against the campaign&apos;s rules.</source>
        <translation>Здесь вы будете снаряжать бойцов: большие и малые ячейки, рюкзак, запасы арсенала и перетаскивание между ними — с проверкой по правилам кампании.</translation>
    </message>
</context>
<context>
    <name>InventoryView</name>
    <message>
        <source>&amp;Move to…</source>
        <extracomment>Soldiers who can be equipped (the picker and the hand-over list).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the selected item to the armoury or a soldier&apos;s slot (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Return to armoury</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the selected item back in the armoury (Del)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read kits and armoury again from the database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inventory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search soldiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Soldiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop an item on a soldier to hand it over (first free slot that fits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand over to (drop an item on a soldier):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter the armoury</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Armoury</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} items in the armoury</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Give to {soldier}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No active soldier to equip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a soldier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rank} {name} — {cls}, {unit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This soldier&apos;s unit type has no slots to carry items.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} — forced by GM override (audit #{seq}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} (audit #{seq}). Warning: {warnings}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} (audit #{seq}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Return {item} to the armoury</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Issue {item} to {soldier}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {item} to {soldier}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move {item} of {soldier} to {slot} {position}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: {rules}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop to move: allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused here: {why}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KitPanel</name>
    <message>
        <source>{slot} ({used} of {capacity})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Roster</source>
        <translation>&amp;Личный состав</translation>
    </message>
    <message>
        <source>&amp;Inventory</source>
        <translation>&amp;Снаряжение</translation>
    </message>
    <message>
        <source>&amp;Missions</source>
        <translation>&amp;Миссии</translation>
    </message>
    <message>
        <source>&amp;Audit log</source>
        <translation>&amp;Журнал аудита</translation>
    </message>
    <message>
        <source>X-COM Campaign Manager</source>
        <translation>Менеджер кампаний X-COM</translation>
    </message>
    <message>
        <source>Opening campaign…</source>
        <translation>Открываем кампанию…</translation>
    </message>
    <message>
        <source>Reading the database.</source>
        <translation>Читаем базу данных.</translation>
    </message>
    <message>
        <source>The campaign database could not be opened</source>
        <translation>Не удалось открыть базу данных кампании</translation>
    </message>
    <message>
        <source>Database: %1</source>
        <translation>База данных: %1</translation>
    </message>
    <message>
        <source>No campaign open</source>
        <translation>Кампания не открыта</translation>
    </message>
    <message>
        <source>No campaign yet</source>
        <translation>Кампаний пока нет</translation>
    </message>
    <message>
        <source>Cannot open the campaign</source>
        <translation>Не удаётся открыть кампанию</translation>
    </message>
    <message>
        <source>Campaign: %1 · Rules: %2</source>
        <translation>Кампания: %1 · Правила: %2</translation>
    </message>
    <message>
        <source>%1 — X-COM Campaign Manager</source>
        <translation>%1 — Менеджер кампаний X-COM</translation>
    </message>
    <message>
        <source>Cannot create the demo campaign</source>
        <translation>Не удаётся создать демонстрационную кампанию</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2, %n soldier(s))</source>
        <translation>
            <numerusform>%1 (%2, %n боец)</numerusform>
            <numerusform>%1 (%2, %n бойца)</numerusform>
            <numerusform>%1 (%2, %n бойцов)</numerusform>
        </translation>
    </message>
    <message>
        <source>Switch campaign</source>
        <translation>Сменить кампанию</translation>
    </message>
    <message>
        <source>Open campaign:</source>
        <translation>Открыть кампанию:</translation>
    </message>
    <message>
        <source>About X-COM Campaign Manager</source>
        <translation>О программе «Менеджер кампаний X-COM»</translation>
    </message>
    <message>
        <source>&lt;h3&gt;X-COM Campaign Manager %1&lt;/h3&gt;&lt;p&gt;Keeps the roster and the armoury of an X-COM tabletop campaign, tracks missions at the table and audits every item that changes hands.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Менеджер кампаний X-COM %1&lt;/h3&gt;&lt;p&gt;Ведёт личный состав и арсенал настольной кампании X-COM, отслеживает миссии за игровым столом и записывает в журнал каждое снаряжение, сменившее владельца.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;New campaign…</source>
        <translation>&amp;Новая кампания…</translation>
    </message>
    <message>
        <source>Open &amp;demo campaign</source>
        <translation>Открыть &amp;демонстрационную кампанию</translation>
    </message>
    <message>
        <source>&amp;Switch campaign…</source>
        <translation>&amp;Сменить кампанию…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>&amp;About X-COM Campaign Manager</source>
        <translation>&amp;О программе</translation>
    </message>
    <message>
        <source>&amp;Campaign</source>
        <translation>&amp;Кампания</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
</context>
<context>
    <name>MissionsComingPage</name>
    <message>
        <source>Mission tracker is coming</source>
        <translation>Ход миссии скоро появится</translation>
    </message>
    <message>
        <source>Here you will run a mission at the table: turns, phases and activations, each soldier&apos;s status and timers, jumps, wounds and aqualungs, and the event log.</source>
        <translation>Здесь вы будете вести миссию за столом: ходы, фазы и активации, состояние и таймеры каждого бойца, прыжки, ранения, акваланги и журнал событий.</translation>
    </message>
</context>
<context>
    <name>MoveToDialog</name>
    <message>
        <source>Move {item} to…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armoury</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({cls}, {unit})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Slot:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Position:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First free slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{slot} ({used} of {capacity})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First free position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{position} — {item}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{position} — empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allowed, with warnings:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused (the GM can force it):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewCampaignDialog</name>
    <message>
        <source>New campaign</source>
        <translation>Новая кампания</translation>
    </message>
    <message>
        <source>&amp;Create campaign</source>
        <translation>&amp;Создать кампанию</translation>
    </message>
</context>
<context>
    <name>NewCampaignForm</name>
    <message>
        <source>e.g. Operation Deep Blue</source>
        <translation>например, операция «Глубокая синева»</translation>
    </message>
    <message>
        <source>Campaign &amp;name:</source>
        <translation>&amp;Название кампании:</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Правила:</translation>
    </message>
</context>
<context>
    <name>OverrideDialog</name>
    <message>
        <source>Force the move (GM override)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules refuse to move {item}. A GM override moves it anyway and records your reason in the audit log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why the rules do not apply here (required)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Force move</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RefusalBanner</name>
    <message>
        <source>&amp;Force (GM override)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RosterFilter</name>
    <message>
        <source>Active duty</source>
        <translation>В строю</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Все</translation>
    </message>
    <message>
        <source>Memorial</source>
        <translation>Мемориал</translation>
    </message>
    <message>
        <source>Retired</source>
        <translation>В отставке</translation>
    </message>
</context>
<context>
    <name>RosterStatus</name>
    <message>
        <source>Active</source>
        <translation>В строю</translation>
    </message>
    <message>
        <source>Wounded</source>
        <translation>Ранен</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Выведен из строя</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Погиб</translation>
    </message>
    <message>
        <source>Missing in action</source>
        <translation>Пропал без вести</translation>
    </message>
    <message>
        <source>Retired</source>
        <translation>В отставке</translation>
    </message>
</context>
<context>
    <name>RosterTableModel</name>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Звание</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Класс</translation>
    </message>
    <message>
        <source>Unit type</source>
        <translation>Тип бойца</translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation>Раны</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Soldier class</source>
        <translation>Класс бойца</translation>
    </message>
    <message>
        <source>Wounds left / wounds</source>
        <translation>Осталось ран / всего ран</translation>
    </message>
</context>
<context>
    <name>RosterView</name>
    <message>
        <source>&amp;Recruit…</source>
        <translation>&amp;Набрать…</translation>
    </message>
    <message>
        <source>Enlist a new soldier</source>
        <translation>Зачислить нового бойца</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Изменить…</translation>
    </message>
    <message>
        <source>Edit the selected soldier (Enter, double-click)</source>
        <translation>Изменить выбранного бойца (Enter, двойной щелчок)</translation>
    </message>
    <message>
        <source>Re&amp;tire</source>
        <translation>В &amp;отставку</translation>
    </message>
    <message>
        <source>Retire the selected soldier from service</source>
        <translation>Отправить выбранного бойца в отставку</translation>
    </message>
    <message>
        <source>Mark &amp;dead</source>
        <translation>Отметить &amp;погибшим</translation>
    </message>
    <message>
        <source>Mark the selected soldier killed in action (kept in the Memorial)</source>
        <translation>Отметить выбранного бойца погибшим в бою (он останется в Мемориале)</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>&amp;Найти</translation>
    </message>
    <message>
        <source>Roster</source>
        <translation>Личный состав</translation>
    </message>
    <message>
        <source>Search name, rank, class, unit type, nationality (Ctrl+F)</source>
        <translation>Поиск по имени, званию, классу, типу, национальности (Ctrl+F)</translation>
    </message>
    <message>
        <source>Which soldiers to show</source>
        <translation>Каких бойцов показывать</translation>
    </message>
    <message>
        <source>S&amp;how:</source>
        <translation>По&amp;казать:</translation>
    </message>
    <message>
        <source>The ruleset defines no soldier classes.</source>
        <translation>В правилах не задано ни одного класса бойцов.</translation>
    </message>
    <message>
        <source>Recruit a soldier</source>
        <translation>Набор бойца</translation>
    </message>
    <message>
        <source>Edit {soldier}</source>
        <translation>Изменить: {soldier}</translation>
    </message>
    <message>
        <source>{shown} of {total} soldiers shown</source>
        <translation>Показано бойцов: {shown} из {total}</translation>
    </message>
    <message>
        <source>Loading… {loaded} of {total} soldiers</source>
        <translation>Загрузка… бойцов: {loaded} из {total}</translation>
    </message>
    <message>
        <source>No soldiers on the roster yet. Click Recruit… to enlist the first one.</source>
        <translation>В составе пока нет бойцов. Нажмите «Набрать…», чтобы зачислить первого.</translation>
    </message>
    <message>
        <source>No soldier matches the search and the filter.</source>
        <translation>Ни один боец не подходит под поиск и фильтр.</translation>
    </message>
</context>
<context>
    <name>SlotCell</name>
    <message>
        <source>{slot} {position}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{position}: empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beyond this slot&apos;s capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{charges} charges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{position}: {item}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beyond this slot&apos;s capacity (a GM override put it here)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carried, unusable ({rules})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>carried, unusable</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SoldierDialog</name>
    <message>
        <source>Soldier</source>
        <translation>Боец</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Имя:</translation>
    </message>
    <message>
        <source>Na&amp;tionality:</source>
        <translation>&amp;Национальность:</translation>
    </message>
    <message>
        <source>&amp;Rank:</source>
        <translation>&amp;Звание:</translation>
    </message>
    <message>
        <source>&amp;Class:</source>
        <translation>&amp;Класс:</translation>
    </message>
    <message>
        <source>&amp;Unit type:</source>
        <translation>&amp;Тип бойца:</translation>
    </message>
    <message>
        <source>Stats:</source>
        <translation>Характеристики:</translation>
    </message>
    <message>
        <source>&amp;Wounds left:</source>
        <translation>Осталось &amp;ран:</translation>
    </message>
    <message>
        <source>&amp;Status:</source>
        <translation>&amp;Состояние:</translation>
    </message>
    <message>
        <source>N&amp;otes:</source>
        <translation>&amp;Заметки:</translation>
    </message>
    <message>
        <source>Cancel and open the soldier again to see the changes.</source>
        <translation>Отмените и откройте бойца снова, чтобы увидеть изменения.</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>Welcome to X-COM Campaign Manager</source>
        <translation>Добро пожаловать в менеджер кампаний X-COM</translation>
    </message>
    <message>
        <source>Keep your squad&apos;s roster and armoury, run missions at the table and audit every item that changed hands. Start a new campaign, or look around in a ready-made demo.</source>
        <translation>Ведите личный состав и арсенал отряда, проводите миссии за столом и проверяйте каждое снаряжение, сменившее владельца. Начните новую кампанию или осмотритесь в готовой демонстрационной.</translation>
    </message>
    <message>
        <source>Start a new campaign</source>
        <translation>Начать новую кампанию</translation>
    </message>
    <message>
        <source>&amp;Create campaign</source>
        <translation>&amp;Создать кампанию</translation>
    </message>
    <message>
        <source>Just looking?</source>
        <translation>Просто посмотреть?</translation>
    </message>
    <message>
        <source>The demo campaign comes with a squad of soldiers to try things out on.</source>
        <translation>В демонстрационной кампании уже есть отряд бойцов — на нём можно всё попробовать.</translation>
    </message>
    <message>
        <source>Open &amp;demo campaign</source>
        <translation>Открыть &amp;демонстрационную кампанию</translation>
    </message>
    <message>
        <source>Give the campaign a name first.</source>
        <translation>Сначала дайте кампании название.</translation>
    </message>
</context>
<context>
    <name>describe_location</name>
    <message>
        <source>in memory (not saved)</source>
        <translation>в памяти (не сохраняется)</translation>
    </message>
</context>
</TS>
