<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>ActionPanel</name>
    <message>
        <source>Jump / climb / swim</source>
        <translation>Прыжок / подъём / заплыв</translation>
    </message>
    <message>
        <source>Hand over an item</source>
        <translation>Передать предмет</translation>
    </message>
    <message>
        <source>Wound</source>
        <translation>Ранение</translation>
    </message>
    <message>
        <source>Stabilise a downed comrade</source>
        <translation>Стабилизировать раненого товарища</translation>
    </message>
    <message>
        <source>Put on a spare tank</source>
        <translation>Надеть запасной баллон</translation>
    </message>
    <message>
        <source>Enter an air pocket or transport</source>
        <translation>Войти в воздушный карман или транспорт</translation>
    </message>
    <message>
        <source>Leave the air pocket or transport</source>
        <translation>Покинуть воздушный карман или транспорт</translation>
    </message>
    <message>
        <source>Cannot act this phase (W-ACT-1)</source>
        <translation>Не может действовать в этой фазе (W-ACT-1)</translation>
    </message>
    <message>
        <source>Mark as acted</source>
        <translation>Отметить действие</translation>
    </message>
    <message>
        <source>Casualty: killed</source>
        <translation>Потеря: погиб</translation>
    </message>
    <message>
        <source>Leaves the table (evacuated / missing)</source>
        <translation>Покидает стол (эвакуирован / пропал без вести)</translation>
    </message>
    <message>
        <source>GM note</source>
        <translation>Заметка ведущего</translation>
    </message>
    <message>
        <source>&amp;Action:</source>
        <translation>&amp;Действие:</translation>
    </message>
    <message>
        <source>The aqualung timer stops in air (R-16).</source>
        <translation>На воздухе таймер акваланга останавливается (R-16).</translation>
    </message>
    <message>
        <source>With a damaged tank the grace restarts from this turn (R-16, R-9).</source>
        <translation>При повреждённом баллоне отсрочка отсчитывается заново с этого хода (R-16, R-9).</translation>
    </message>
    <message>
        <source>The GM removes the character as a casualty.</source>
        <translation>Ведущий снимает персонажа со стола как потерю.</translation>
    </message>
    <message>
        <source>&amp;Roll for me</source>
        <translation>&amp;Бросить за меня</translation>
    </message>
    <message>
        <source>T&amp;ype physical dice</source>
        <translation>Ввести &amp;свои броски</translation>
    </message>
    <message>
        <source>Dice values</source>
        <translation>Значения кубиков</translation>
    </message>
    <message>
        <source>&amp;Commit</source>
        <translation>&amp;Выполнить</translation>
    </message>
    <message>
        <source>Carry out the command (Ctrl+Return)</source>
        <translation>Выполнить команду (Ctrl+Return)</translation>
    </message>
    <message>
        <source>Jump</source>
        <translation>Прыжок</translation>
    </message>
    <message>
        <source>Climb</source>
        <translation>Подъём</translation>
    </message>
    <message>
        <source>Swim</source>
        <translation>Заплыв</translation>
    </message>
    <message>
        <source>Horizontal distance to the end point, in inches</source>
        <translation>Расстояние до конечной точки по горизонтали, в дюймах</translation>
    </message>
    <message>
        <source>Vertical distance to the end point, in inches</source>
        <translation>Расстояние до конечной точки по вертикали, в дюймах</translation>
    </message>
    <message>
        <source>Drop from the fall point to the surface below, in inches (R-7)</source>
        <translation>Высота от точки падения до поверхности внизу, в дюймах (R-7)</translation>
    </message>
    <message>
        <source>Into the &amp;void (W-JUMP-8)</source>
        <translation>В пуст&amp;оту (W-JUMP-8)</translation>
    </message>
    <message>
        <source>Run-up moved before the jump, in inches (W-JUMP-3)</source>
        <translation>Разбег перед прыжком, в дюймах (W-JUMP-3)</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Тип:</translation>
    </message>
    <message>
        <source>&amp;Horizontal:</source>
        <translation>По &amp;горизонтали:</translation>
    </message>
    <message>
        <source>&amp;Vertical:</source>
        <translation>По в&amp;ертикали:</translation>
    </message>
    <message>
        <source>&amp;Fall height:</source>
        <translation>Высота &amp;падения:</translation>
    </message>
    <message>
        <source>R&amp;un-up:</source>
        <translation>&amp;Разбег:</translation>
    </message>
    <message>
        <source>In &amp;base contact</source>
        <translation>Ко&amp;нтакт подставок</translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation>&amp;Кому:</translation>
    </message>
    <message>
        <source>&amp;Item:</source>
        <translation>&amp;Предмет:</translation>
    </message>
    <message>
        <source>&amp;Unsaved wounds:</source>
        <translation>Неотражённые &amp;раны:</translation>
    </message>
    <message>
        <source>In base &amp;contact</source>
        <translation>Ко&amp;нтакт подставок</translation>
    </message>
    <message>
        <source>&amp;Patient:</source>
        <translation>&amp;Пациент:</translation>
    </message>
    <message>
        <source>Spare &amp;tank:</source>
        <translation>&amp;Запасной баллон:</translation>
    </message>
    <message>
        <source>&amp;Cause:</source>
        <translation>&amp;Причина:</translation>
    </message>
    <message>
        <source>Moved</source>
        <translation>Двигался</translation>
    </message>
    <message>
        <source>Ran</source>
        <translation>Бежал</translation>
    </message>
    <message>
        <source>Shot</source>
        <translation>Стрелял</translation>
    </message>
    <message>
        <source>Assaulted</source>
        <translation>Атаковал в рукопашной</translation>
    </message>
    <message>
        <source>&amp;What:</source>
        <translation>&amp;Что:</translation>
    </message>
    <message>
        <source>&amp;As:</source>
        <translation>&amp;Как:</translation>
    </message>
    <message>
        <source>What happened at the table</source>
        <translation>Что произошло за столом</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>&amp;Заметка:</translation>
    </message>
    <message>
        <source>No mission selected</source>
        <translation>Миссия не выбрана</translation>
    </message>
    <message>
        <source>The mission has ended: notes only</source>
        <translation>Миссия завершена: только заметки</translation>
    </message>
    <message>
        <source>Select a character (or write a GM note)</source>
        <translation>Выберите персонажа (или напишите заметку ведущего)</translation>
    </message>
    <message>
        <source>Action for {name} ({status})</source>
        <translation>Действие: {name} ({status})</translation>
    </message>
    <message>
        <source>1 value, e.g. 4</source>
        <translation>1 значение, например 4</translation>
    </message>
    <message>
        <source>up to {count} values in the order rolled, e.g. 4 2 5</source>
        <translation>до {count} значений в порядке броска, например 4 2 5</translation>
    </message>
    <message>
        <source>The values of the physical dice, in the order the rules roll them (d6: 1–6; a scatter bearing: 0–359 degrees). Later dice are needed only when an earlier one calls for them (a failed test).</source>
        <translation>Значения настоящих кубиков в том порядке, в каком их бросают правила (d6: 1–6; направление отклонения: 0–359 градусов). Следующие кубики нужны, только если этого требует предыдущий (проваленная проверка).</translation>
    </message>
    <message>
        <source>Type the dice you rolled (up to {needed}).</source>
        <translation>Введите выпавшие значения (не больше {needed}).</translation>
    </message>
    <message>
        <source>At most {needed} value(s) are used; {count} typed.</source>
        <translation>Учитывается значений не больше {needed}; введено: {count}.</translation>
    </message>
    <message>
        <source>Odds: {odds}</source>
        <translation>Шансы: {odds}</translation>
    </message>
    <message>
        <source>{name} ({status})</source>
        <translation>{name} ({status})</translation>
    </message>
    <message>
        <source>{count} of up to {needed} value(s) typed.</source>
        <translation>Введено значений: {count} из {needed} возможных.</translation>
    </message>
    <message>
        <source>The die is rolled and recorded.</source>
        <translation>Кубик бросается, результат записывается.</translation>
    </message>
    <message>
        <source>Up to {count} dice are rolled and recorded.</source>
        <translation>Бросается до {count} кубиков, результаты записываются.</translation>
    </message>
</context>
<context>
    <name>AuditTableModel</name>
    <message>
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Actor</source>
        <translation>Кто</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Предмет</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Откуда</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Куда</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>Контекст</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Вердикт</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <source>Sequence number of the movement in the campaign&apos;s log</source>
        <translation>Порядковый номер перемещения в журнале кампании</translation>
    </message>
    <message>
        <source>When the movement was recorded (local time)</source>
        <translation>Когда перемещение было записано (местное время)</translation>
    </message>
    <message>
        <source>Who moved the item</source>
        <translation>Кто переместил предмет</translation>
    </message>
    <message>
        <source>The item moved</source>
        <translation>Перемещённый предмет</translation>
    </message>
    <message>
        <source>Where the item came from</source>
        <translation>Откуда взят предмет</translation>
    </message>
    <message>
        <source>Where the item went</source>
        <translation>Куда попал предмет</translation>
    </message>
    <message>
        <source>Armoury, or mission, turn and phase</source>
        <translation>Арсенал или миссия, ход и фаза</translation>
    </message>
    <message>
        <source>What the rules said of the movement</source>
        <translation>Что правила сказали о перемещении</translation>
    </message>
    <message>
        <source>The rule IDs the verdict cites</source>
        <translation>Правила, на которые ссылается вердикт</translation>
    </message>
    <message>
        <source>The GM&apos;s reason for an override, or the undo it made</source>
        <translation>Причина решения ведущего или сделанная им отмена</translation>
    </message>
    <message>
        <source>Armoury</source>
        <translation>Арсенал</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Утерян</translation>
    </message>
    <message>
        <source>Used up</source>
        <translation>Израсходован</translation>
    </message>
    <message>
        <source>movement phase</source>
        <translation>фаза движения</translation>
    </message>
    <message>
        <source>shooting phase</source>
        <translation>фаза стрельбы</translation>
    </message>
    <message>
        <source>assault phase</source>
        <translation>фаза рукопашной</translation>
    </message>
    <message>
        <source>{time} UTC</source>
        <translation>{time} UTC</translation>
    </message>
    <message>
        <source>{type}, item #{id}</source>
        <translation>{type}, предмет №{id}</translation>
    </message>
    <message>
        <source>{soldier}, {slot} {position}</source>
        <translation>{soldier}, {slot} {position}</translation>
    </message>
    <message>
        <source>Mission {mission}, turn {turn}, {phase}</source>
        <translation>Миссия {mission}, ход {turn}, {phase}</translation>
    </message>
</context>
<context>
    <name>AuditVerdict</name>
    <message>
        <source>Allowed</source>
        <translation>Разрешено</translation>
    </message>
    <message>
        <source>Allowed with warnings</source>
        <translation>С предупреждениями</translation>
    </message>
    <message>
        <source>Overridden</source>
        <translation>Решение ведущего</translation>
    </message>
</context>
<context>
    <name>AuditView</name>
    <message>
        <source>Movements to or from this soldier</source>
        <translation>Перемещения к этому бойцу или от него</translation>
    </message>
    <message>
        <source>&amp;Soldier:</source>
        <translation>&amp;Боец:</translation>
    </message>
    <message>
        <source>item number</source>
        <translation>№ предмета</translation>
    </message>
    <message>
        <source>Movements of the item with this number (e.g. 12 or #12)</source>
        <translation>Перемещения предмета с этим номером (например, 12 или #12)</translation>
    </message>
    <message>
        <source>&amp;Item:</source>
        <translation>&amp;Предмет:</translation>
    </message>
    <message>
        <source>mission number</source>
        <translation>№ миссии</translation>
    </message>
    <message>
        <source>Movements during the mission with this number</source>
        <translation>Перемещения во время миссии с этим номером</translation>
    </message>
    <message>
        <source>&amp;Mission:</source>
        <translation>&amp;Миссия:</translation>
    </message>
    <message>
        <source>&amp;From</source>
        <translation>&amp;С</translation>
    </message>
    <message>
        <source>Only movements recorded on or after this day</source>
        <translation>Только перемещения, записанные в этот день или позже</translation>
    </message>
    <message>
        <source>U&amp;ntil</source>
        <translation>П&amp;о</translation>
    </message>
    <message>
        <source>Only movements recorded on or before this day</source>
        <translation>Только перемещения, записанные в этот день или раньше</translation>
    </message>
    <message>
        <source>All verdicts</source>
        <translation>Все вердикты</translation>
    </message>
    <message>
        <source>&amp;Verdict:</source>
        <translation>&amp;Вердикт:</translation>
    </message>
    <message>
        <source>Ne&amp;west first</source>
        <translation>&amp;Новые выше</translation>
    </message>
    <message>
        <source>C&amp;lear filters</source>
        <translation>Сб&amp;рос</translation>
    </message>
    <message>
        <source>&amp;Verify</source>
        <translation>Пров&amp;ерить</translation>
    </message>
    <message>
        <source>Check the hash chain: proves that no row was edited, removed or reordered</source>
        <translation>Проверить цепочку хешей: подтверждает, что ни одна строка не была изменена, удалена или переставлена</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>&amp;Экспорт…</translation>
    </message>
    <message>
        <source>Write the rows the filter shows to a CSV file</source>
        <translation>Записать показанные фильтром строки в файл CSV</translation>
    </message>
    <message>
        <source>Verifying…</source>
        <translation>Проверка…</translation>
    </message>
    <message>
        <source>Exporting to {path}…</source>
        <translation>Экспорт в {path}…</translation>
    </message>
    <message>
        <source>Export audit log</source>
        <translation>Экспорт журнала аудита</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Файлы CSV (*.csv);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Verification cancelled.</source>
        <translation>Проверка отменена.</translation>
    </message>
    <message>
        <source>Intact: {count} rows</source>
        <translation>Цепочка цела, строк: {count}</translation>
    </message>
    <message>
        <source>Broken at #{seq}: {problem}</source>
        <translation>Нарушение в записи №{seq}: {problem}</translation>
    </message>
    <message>
        <source>{result} (row not loaded in the table)</source>
        <translation>{result} (строка не загружена в таблицу)</translation>
    </message>
    <message>
        <source>Exported {count} rows to {path}</source>
        <translation>Экспортировано строк: {count}, файл: {path}</translation>
    </message>
    <message>
        <source>content changed</source>
        <translation>содержимое изменено</translation>
    </message>
    <message>
        <source>row missing</source>
        <translation>строка отсутствует</translation>
    </message>
    <message>
        <source>out of order</source>
        <translation>нарушен порядок</translation>
    </message>
    <message>
        <source>chain broken</source>
        <translation>цепочка разорвана</translation>
    </message>
    <message>
        <source>All soldiers</source>
        <translation>Все бойцы</translation>
    </message>
    <message>
        <source>{count} rows</source>
        <translation>Строк: {count}</translation>
    </message>
    <message>
        <source>{loaded} rows loaded, counting…</source>
        <translation>Загружено строк: {loaded}, подсчёт…</translation>
    </message>
    <message>
        <source>{loaded} of {total} rows loaded (scroll for more)</source>
        <translation>Загружено строк: {loaded} из {total} (прокрутите, чтобы увидеть остальные)</translation>
    </message>
    <message>
        <source>No item has been moved yet. Every movement of an item will be listed here.</source>
        <translation>Предметы ещё не перемещались. Здесь будет показано каждое перемещение предмета.</translation>
    </message>
    <message>
        <source>No movement matches the filters.</source>
        <translation>Ни одно перемещение не подходит под фильтры.</translation>
    </message>
</context>
<context>
    <name>CharacterTableModel</name>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Сторона</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation>Раны</translation>
    </message>
    <message>
        <source>Did this phase</source>
        <translation>В этой фазе</translation>
    </message>
    <message>
        <source>Cannot act (W-ACT-1)</source>
        <translation>Не действует (W-ACT-1)</translation>
    </message>
    <message>
        <source>Tank</source>
        <translation>Баллон</translation>
    </message>
    <message>
        <source>Timer</source>
        <translation>Таймер</translation>
    </message>
    <message>
        <source>The timer expires at the start of this side&apos;s next turn</source>
        <translation>Таймер истекает в начале следующего хода этой стороны</translation>
    </message>
    <message>
        <source>in air (damaged tank)</source>
        <translation>на воздухе (баллон повреждён)</translation>
    </message>
    <message>
        <source>in air</source>
        <translation>на воздухе</translation>
    </message>
    <message>
        <source>damaged</source>
        <translation>повреждён</translation>
    </message>
</context>
<context>
    <name>DebriefDialog</name>
    <message>
        <source>Debrief: {mission}</source>
        <translation>Итоги миссии: {mission}</translation>
    </message>
    <message>
        <source>Mission “{mission}” has ended.</source>
        <translation>Миссия «{mission}» завершена.</translation>
    </message>
    <message>
        <source>Killed in action:</source>
        <translation>Погибли в бою:</translation>
    </message>
    <message>
        <source>Wounded:</source>
        <translation>Ранены:</translation>
    </message>
    <message>
        <source>Missing in action:</source>
        <translation>Пропали без вести:</translation>
    </message>
    <message>
        <source>Items lost:</source>
        <translation>Утерянные предметы:</translation>
    </message>
    <message>
        <source>Items used up:</source>
        <translation>Израсходованные предметы:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
</context>
<context>
    <name>EventLogModel</name>
    <message>
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Что произошло</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Undone: this entry no longer counts</source>
        <translation>Отменено: эта запись больше не учитывается</translation>
    </message>
</context>
<context>
    <name>InlineBanner</name>
    <message>
        <source>Dismiss</source>
        <extracomment>The actions the panel offers, in the order of its &quot;Action&quot; list.</extracomment>
        <translation>Закрыть</translation>
    </message>
</context>
<context>
    <name>InventoryView</name>
    <message>
        <source>&amp;Move to…</source>
        <extracomment>Soldiers who can be equipped (the picker and the hand-over list).</extracomment>
        <translation>&amp;Переместить в…</translation>
    </message>
    <message>
        <source>Move the selected item to the armoury or a soldier&apos;s slot (Enter)</source>
        <translation>Переместить выбранный предмет в арсенал или в слот бойца (Enter)</translation>
    </message>
    <message>
        <source>&amp;Return to armoury</source>
        <translation>&amp;Вернуть в арсенал</translation>
    </message>
    <message>
        <source>Put the selected item back in the armoury (Del)</source>
        <translation>Вернуть выбранный предмет в арсенал (Del)</translation>
    </message>
    <message>
        <source>Re&amp;load</source>
        <translation>Об&amp;новить</translation>
    </message>
    <message>
        <source>Read kits and armoury again from the database</source>
        <translation>Заново прочитать снаряжение и арсенал из базы данных</translation>
    </message>
    <message>
        <source>Inventory</source>
        <translation>Снаряжение</translation>
    </message>
    <message>
        <source>Search soldiers</source>
        <translation>Поиск бойцов</translation>
    </message>
    <message>
        <source>&amp;Soldiers</source>
        <translation>&amp;Бойцы</translation>
    </message>
    <message>
        <source>Drop an item on a soldier to hand it over (first free slot that fits)</source>
        <translation>Перетащите предмет на бойца, чтобы передать его (в первый подходящий свободный слот)</translation>
    </message>
    <message>
        <source>Hand over to (drop an item on a soldier):</source>
        <translation>Передать (перетащите предмет на бойца):</translation>
    </message>
    <message>
        <source>Filter the armoury</source>
        <translation>Фильтр арсенала</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>Все виды</translation>
    </message>
    <message>
        <source>&amp;Armoury</source>
        <translation>&amp;Арсенал</translation>
    </message>
    <message>
        <source>{count} items in the armoury</source>
        <translation>Предметов в арсенале: {count}</translation>
    </message>
    <message>
        <source>&amp;Give to {soldier}</source>
        <translation>Вы&amp;дать: {soldier}</translation>
    </message>
    <message>
        <source>No active soldier to equip.</source>
        <translation>Нет бойцов в строю, которых можно снарядить.</translation>
    </message>
    <message>
        <source>Choose a soldier.</source>
        <translation>Выберите бойца.</translation>
    </message>
    <message>
        <source>{rank} {name} — {cls}, {unit}</source>
        <translation>{rank} {name} — {cls}, {unit}</translation>
    </message>
    <message>
        <source>This soldier&apos;s unit type has no slots to carry items.</source>
        <translation>У этого типа бойца нет слотов для предметов.</translation>
    </message>
    <message>
        <source>{what} — forced by GM override (audit #{seq}).</source>
        <translation>{what} — по решению ведущего (запись аудита №{seq}).</translation>
    </message>
    <message>
        <source>{what} (audit #{seq}). Warning: {warnings}</source>
        <translation>{what} (запись аудита №{seq}). Предупреждение: {warnings}</translation>
    </message>
    <message>
        <source>{what} (audit #{seq}).</source>
        <translation>{what} (запись аудита №{seq}).</translation>
    </message>
    <message>
        <source>Return {item} to the armoury</source>
        <translation>Вернуть {item} в арсенал</translation>
    </message>
    <message>
        <source>Issue {item} to {soldier}</source>
        <translation>Выдать {item} бойцу {soldier}</translation>
    </message>
    <message>
        <source>Hand {item} to {soldier}</source>
        <translation>Передать {item} бойцу {soldier}</translation>
    </message>
    <message>
        <source>Move {item} of {soldier} to {slot} {position}</source>
        <translation>Переместить {item} бойца {soldier}: {slot} {position}</translation>
    </message>
    <message>
        <source>Refused: {rules}</source>
        <translation>Запрещено: {rules}</translation>
    </message>
    <message>
        <source>Drop to move: allowed.</source>
        <translation>Отпустите, чтобы переместить: разрешено.</translation>
    </message>
    <message>
        <source>Refused here: {why}</source>
        <translation>Сюда нельзя: {why}</translation>
    </message>
</context>
<context>
    <name>KitPanel</name>
    <message>
        <source>{slot} ({used} of {capacity})</source>
        <translation>{slot} ({used} из {capacity})</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Roster</source>
        <translation>&amp;Личный состав</translation>
    </message>
    <message>
        <source>No campaign is open</source>
        <translation>Кампания не открыта</translation>
    </message>
    <message>
        <source>Open or create a campaign to equip its soldiers.</source>
        <translation>Откройте или создайте кампанию, чтобы снаряжать её бойцов.</translation>
    </message>
    <message>
        <source>Open or create a campaign to see who moved which item.</source>
        <translation>Откройте или создайте кампанию, чтобы видеть, кто и какой предмет передавал.</translation>
    </message>
    <message>
        <source>Open or create a campaign to run its missions turn by turn.</source>
        <translation>Откройте или создайте кампанию, чтобы вести её миссии ход за ходом.</translation>
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
    <name>MissionListModel</name>
    <message>
        <source>Mission</source>
        <translation>Миссия</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>Среда</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Сейчас</translation>
    </message>
    <message>
        <source>Ended in turn {turn}</source>
        <translation>Завершена на ходу {turn}</translation>
    </message>
</context>
<context>
    <name>MissionsView</name>
    <message>
        <source>&amp;Plan mission…</source>
        <translation>&amp;Запланировать миссию…</translation>
    </message>
    <message>
        <source>Pick the squad and the aliens, then start (Ctrl+N)</source>
        <translation>Выбрать отряд и пришельцев, затем начать (Ctrl+N)</translation>
    </message>
    <message>
        <source>&amp;Next phase</source>
        <translation>Следующая &amp;фаза</translation>
    </message>
    <message>
        <source>&amp;Undo last</source>
        <translation>О&amp;тменить шаг</translation>
    </message>
    <message>
        <source>Undo the mission&apos;s last step: a revert is added to the log, the step is struck through (Edit ▸ Undo, Ctrl+Z, does the same)</source>
        <translation>Отменить последний шаг миссии: в журнал добавляется отмена, шаг зачёркивается (то же делает Правка ▸ Отменить, Ctrl+Z)</translation>
    </message>
    <message>
        <source>&amp;End mission…</source>
        <translation>Завер&amp;шить миссию…</translation>
    </message>
    <message>
        <source>End the mission and write the casualties back to the roster</source>
        <translation>Завершить миссию и перенести потери в личный состав</translation>
    </message>
    <message>
        <source>Re&amp;load</source>
        <translation>О&amp;бновить</translation>
    </message>
    <message>
        <source>Read the missions again from the database</source>
        <translation>Заново прочитать миссии из базы данных</translation>
    </message>
    <message>
        <source>Missions</source>
        <translation>Миссии</translation>
    </message>
    <message>
        <source>M&amp;issions</source>
        <translation>М&amp;иссии</translation>
    </message>
    <message>
        <source>Event &amp;log</source>
        <translation>Ж&amp;урнал событий</translation>
    </message>
    <message>
        <source>C&amp;haracters</source>
        <translation>Пе&amp;рсонажи</translation>
    </message>
    <message>
        <source>Operation {number}</source>
        <translation>Операция {number}</translation>
    </message>
    <message>
        <source>Mission “{mission}” started.</source>
        <translation>Миссия «{mission}» начата.</translation>
    </message>
    <message>
        <source>Nothing to do yet</source>
        <translation>Пока нечего выполнять</translation>
    </message>
    <message>
        <source>Choose a character and fill in the form first.</source>
        <translation>Сначала выберите персонажа и заполните форму.</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Кубики</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Нечего отменять</translation>
    </message>
    <message>
        <source>No step of this mission can be undone.</source>
        <translation>В этой миссии нет шагов, которые можно отменить.</translation>
    </message>
    <message>
        <source>Undo: {step}</source>
        <translation>Отмена: {step}</translation>
    </message>
    <message>
        <source>End mission “{mission}” now?

The dead, wounded and missing and the lost or used items are written back to the roster and the armoury. The mission&apos;s steps can no longer be undone.</source>
        <translation>Завершить миссию «{mission}» сейчас?

Погибшие, раненые и пропавшие без вести, а также утерянные и израсходованные предметы будут перенесены в личный состав и арсенал. Шаги миссии больше нельзя будет отменить.</translation>
    </message>
    <message>
        <source>End mission</source>
        <translation>Завершение миссии</translation>
    </message>
    <message>
        <source>Mission “{mission}” ended and debriefed.</source>
        <translation>Миссия «{mission}» завершена, итоги подведены.</translation>
    </message>
    <message>
        <source>Refused by the rules</source>
        <translation>Запрещено правилами</translation>
    </message>
    <message>
        <source>The mission has changed</source>
        <translation>Миссия изменилась</translation>
    </message>
    <message>
        <source>Cannot do that</source>
        <translation>Это невозможно</translation>
    </message>
    <message>
        <source>{mission}: {step}</source>
        <translation>{mission}: {step}</translation>
    </message>
    <message>
        <source>No mission yet. Click Plan mission… (Ctrl+N) to start one.</source>
        <translation>Миссий пока нет. Нажмите «Запланировать миссию…» (Ctrl+N), чтобы начать первую.</translation>
    </message>
    <message>
        <source>Finished in turn {turn}</source>
        <translation>Завершена на ходу {turn}</translation>
    </message>
    <message>
        <source>{mission} — {environment}</source>
        <translation>{mission} — {environment}</translation>
    </message>
    <message>
        <source>Debrief</source>
        <translation>Итоги миссии</translation>
    </message>
    <message>
        <source>Turn {turn}, {side}: reminders</source>
        <translation>Ход {turn}, {side}: напоминания</translation>
    </message>
    <message>
        <source>Next &amp;turn ▸</source>
        <translation>Следующий &amp;ход ▸</translation>
    </message>
    <message>
        <source>End the {side} turn: the other side&apos;s turn begins (Ctrl+Right)</source>
        <translation>Завершить ход стороны «{side}»: начинается ход другой стороны (Ctrl+Right)</translation>
    </message>
    <message>
        <source>&amp;Next phase ▸</source>
        <translation>Следующая &amp;фаза ▸</translation>
    </message>
    <message>
        <source>End this phase (Ctrl+Right)</source>
        <translation>Завершить эту фазу (Ctrl+Right)</translation>
    </message>
</context>
<context>
    <name>MoveToDialog</name>
    <message>
        <source>Move {item} to…</source>
        <translation>Переместить {item} в…</translation>
    </message>
    <message>
        <source>Armoury</source>
        <translation>Арсенал</translation>
    </message>
    <message>
        <source>{name} ({cls}, {unit})</source>
        <translation>{name} ({cls}, {unit})</translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation>&amp;Куда:</translation>
    </message>
    <message>
        <source>&amp;Slot:</source>
        <translation>&amp;Слот:</translation>
    </message>
    <message>
        <source>&amp;Position:</source>
        <translation>&amp;Позиция:</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>Пере&amp;местить</translation>
    </message>
    <message>
        <source>First free slot</source>
        <translation>Первый свободный слот</translation>
    </message>
    <message>
        <source>{slot} ({used} of {capacity})</source>
        <translation>{slot} ({used} из {capacity})</translation>
    </message>
    <message>
        <source>First free position</source>
        <translation>Первая свободная позиция</translation>
    </message>
    <message>
        <source>{position} — {item}</source>
        <translation>{position} — {item}</translation>
    </message>
    <message>
        <source>{position} — empty</source>
        <translation>{position} — пусто</translation>
    </message>
    <message>
        <source>Allowed.</source>
        <translation>Разрешено.</translation>
    </message>
    <message>
        <source>Allowed, with warnings:</source>
        <translation>Разрешено, с предупреждениями:</translation>
    </message>
    <message>
        <source>Refused (the GM can force it):</source>
        <translation>Запрещено (ведущий может настоять):</translation>
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
        <translation>Переместить вопреки правилам (решение ведущего)</translation>
    </message>
    <message>
        <source>The rules refuse to move {item}. A GM override moves it anyway and records your reason in the audit log.</source>
        <translation>Правила запрещают перемещать {item}. Решение ведущего всё равно переместит предмет и запишет вашу причину в журнал аудита.</translation>
    </message>
    <message>
        <source>Why the rules do not apply here (required)</source>
        <translation>Почему здесь правила не действуют (обязательно)</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Причина:</translation>
    </message>
    <message>
        <source>&amp;Force move</source>
        <translation>Переместить &amp;всё равно</translation>
    </message>
</context>
<context>
    <name>PlanMissionDialog</name>
    <message>
        <source>Plan a mission</source>
        <translation>Планирование миссии</translation>
    </message>
    <message>
        <source>Operation name</source>
        <translation>Название операции</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>На&amp;звание:</translation>
    </message>
    <message>
        <source>&amp;Environment:</source>
        <translation>С&amp;реда:</translation>
    </message>
    <message>
        <source>{rank} {name} — {soldier_class}</source>
        <translation>{rank} {name} — {soldier_class}</translation>
    </message>
    <message>
        <source>Tick the soldiers who go (Space ticks the current one)</source>
        <translation>Отметьте бойцов, которые идут на миссию (Пробел отмечает текущего)</translation>
    </message>
    <message>
        <source>&amp;All</source>
        <translation>&amp;Все</translation>
    </message>
    <message>
        <source>N&amp;one</source>
        <translation>Н&amp;икого</translation>
    </message>
    <message>
        <source>&amp;Squad (active soldiers)</source>
        <translation>&amp;Отряд (бойцы в строю)</translation>
    </message>
    <message>
        <source>No active soldier on the roster.</source>
        <translation>В личном составе нет бойцов в строю.</translation>
    </message>
    <message>
        <source>Number of {species}</source>
        <translation>Количество: {species}</translation>
    </message>
    <message>
        <source>A&amp;liens (models per species)</source>
        <translation>&amp;Пришельцы (моделей каждого вида)</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Начать</translation>
    </message>
    <message>
        <source>Give the mission a name.</source>
        <translation>Дайте миссии название.</translation>
    </message>
    <message>
        <source>Tick at least one soldier.</source>
        <translation>Отметьте хотя бы одного бойца.</translation>
    </message>
    <message>
        <source>{soldiers} soldier(s) against {aliens} alien(s).</source>
        <translation>Бойцов: {soldiers}, пришельцев: {aliens}.</translation>
    </message>
</context>
<context>
    <name>RefusalBanner</name>
    <message>
        <source>&amp;Force (GM override)…</source>
        <translation>&amp;Настоять (решение ведущего)…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
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
        <translation>{slot} {position}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>пусто</translation>
    </message>
    <message>
        <source>{position}: empty</source>
        <translation>{position}: пусто</translation>
    </message>
    <message>
        <source>Beyond this slot&apos;s capacity</source>
        <translation>Сверх вместимости слота</translation>
    </message>
    <message>
        <source>{charges} charges</source>
        <translation>зарядов: {charges}</translation>
    </message>
    <message>
        <source>{position}: {item}</source>
        <translation>{position}: {item}</translation>
    </message>
    <message>
        <source>Beyond this slot&apos;s capacity (a GM override put it here)</source>
        <translation>Сверх вместимости слота (помещён сюда решением ведущего)</translation>
    </message>
    <message>
        <source>Carried, unusable ({rules})</source>
        <translation>При себе, нельзя использовать ({rules})</translation>
    </message>
    <message>
        <source>carried, unusable</source>
        <translation>нельзя использовать</translation>
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
