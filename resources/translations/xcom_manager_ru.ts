<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>ActionForms</name>
    <message>
        <source>“{part}” is not a die&apos;s value.</source>
        <extracomment>The characters the action list shows at least (it grows with the panel). Whether every die the command needs must be typed (else later dice may not be needed: the wargame&apos;s second die only after a failed test). What the typed dice field accepts: numbers (a system with named faces adds words).</extracomment>
        <translation>«{part}» — не значение кубика.</translation>
    </message>
</context>
<context>
    <name>ActionPanel</name>
    <message>
        <source>GM note</source>
        <translation>Заметка ведущего</translation>
    </message>
    <message>
        <source>&amp;Action:</source>
        <translation>&amp;Действие:</translation>
    </message>
    <message>
        <source>&amp;Roll for me</source>
        <translation>&amp;Бросить за меня</translation>
    </message>
    <message>
        <source>T&amp;ype physical dice</source>
        <translation>Ввести свои брос&amp;ки</translation>
    </message>
    <message>
        <source>Dice values</source>
        <translation>Значения кубиков</translation>
    </message>
    <message>
        <source>Carry out the command (Ctrl+Return)</source>
        <translation>Выполнить команду (Ctrl+Return)</translation>
    </message>
    <message>
        <source>What happened at the table</source>
        <translation>Что произошло за столом</translation>
    </message>
    <message>
        <source>N&amp;ote:</source>
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
    <message numerus="yes">
        <source>up to %n values in the order rolled, e.g. 4 2 5</source>
        <translation>
            <numerusform>до %n значения в порядке бросков, например 4 2 5</numerusform>
            <numerusform>до %n значений в порядке бросков, например 4 2 5</numerusform>
            <numerusform>до %n значений в порядке бросков, например 4 2 5</numerusform>
        </translation>
    </message>
    <message>
        <source>Dice to type: {needed}; typed: {count}.</source>
        <translation>Кубиков ввести: {needed}; введено: {count}.</translation>
    </message>
    <message numerus="yes">
        <source>At most %n value(s) are used; {count} typed.</source>
        <translation>
            <numerusform>Используется не больше %n значения; введено: {count}.</numerusform>
            <numerusform>Используется не больше %n значений; введено: {count}.</numerusform>
            <numerusform>Используется не больше %n значений; введено: {count}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Allowed, with a warning: {findings}</source>
        <translation>Разрешено, с предупреждением: {findings}</translation>
    </message>
    <message>
        <source>Allowed now.</source>
        <translation>Сейчас разрешено.</translation>
    </message>
    <message>
        <source>Not allowed now: {finding}</source>
        <translation>Сейчас нельзя: {finding}</translation>
    </message>
    <message numerus="yes">
        <source>{count} of up to %n value(s) typed.</source>
        <translation>
            <numerusform>Введено {count} из %n возможного значения.</numerusform>
            <numerusform>Введено {count} из %n возможных значений.</numerusform>
            <numerusform>Введено {count} из %n возможных значений.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Up to %n dice are rolled and recorded.</source>
        <translation>
            <numerusform>Бросается до %n кубика, результаты записываются.</numerusform>
            <numerusform>Бросается до %n кубиков, результаты записываются.</numerusform>
            <numerusform>Бросается до %n кубиков, результаты записываются.</numerusform>
        </translation>
    </message>
    <message>
        <source>The values of the physical dice, in the order the rules roll them (d6: 1–6; a scatter bearing: 0–359 degrees). Later dice are needed only when an earlier one calls for them (a failed test).</source>
        <translation>Значения настоящих кубиков в том порядке, в каком их бросают правила (d6: 1–6; направление отклонения: 0–359 градусов). Следующие кубики нужны, только если этого требует предыдущий (проваленная проверка).</translation>
    </message>
    <message>
        <source>Co&amp;mmit</source>
        <translation>Выпо&amp;лнить</translation>
    </message>
    <message>
        <source>Type the dice you rolled (up to {needed}).</source>
        <translation>Введите выпавшие значения (не больше {needed}).</translation>
    </message>
    <message>
        <source>Odds: {odds}</source>
        <translation>Шансы: {odds}</translation>
    </message>
    <message>
        <source>The die is rolled and recorded.</source>
        <translation>Кубик бросается, результат записывается.</translation>
    </message>
</context>
<context>
    <name>AddToArmouryDialog</name>
    <message>
        <source>Add to armoury</source>
        <translation>Добавить в арсенал</translation>
    </message>
    <message>
        <source>Type or choose an item of the catalogue</source>
        <translation>Введите или выберите предмет из каталога</translation>
    </message>
    <message>
        <source>no charges</source>
        <translation>без зарядов</translation>
    </message>
    <message>
        <source>e.g. bought after Operation Dawn (optional)</source>
        <translation>например, куплено после операции «Рассвет» (необязательно)</translation>
    </message>
    <message>
        <source>Item &amp;type:</source>
        <translation>&amp;Предмет:</translation>
    </message>
    <message>
        <source>&amp;Count:</source>
        <translation>&amp;Количество:</translation>
    </message>
    <message>
        <source>C&amp;harges each:</source>
        <translation>&amp;Зарядов в каждом:</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>П&amp;ричина:</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Добавить</translation>
    </message>
    <message>
        <source>{item} has no charges</source>
        <translation>У предмета «{item}» нет зарядов</translation>
    </message>
    <message numerus="yes">
        <source>Adds %n × {item} to the armoury.</source>
        <translation>
            <numerusform>В арсенал добавится %n × {item}.</numerusform>
            <numerusform>В арсенал добавятся %n × {item}.</numerusform>
            <numerusform>В арсенал добавятся %n × {item}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ArmouryModel</name>
    <message>
        <source>Item</source>
        <translation>Предмет</translation>
    </message>
    <message numerus="yes">
        <source>{name} (%n charges)  ×{count}</source>
        <translation>
            <numerusform>{name} (%n заряд)  ×{count}</numerusform>
            <numerusform>{name} (%n заряда)  ×{count}</numerusform>
            <numerusform>{name} (%n зарядов)  ×{count}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ArmouryPanel</name>
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
    <message numerus="yes">
        <source>%n items in the armoury</source>
        <translation>
            <numerusform>В арсенале %n предмет</numerusform>
            <numerusform>В арсенале %n предмета</numerusform>
            <numerusform>В арсенале %n предметов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ArmouryStocking</name>
    <message>
        <source>A&amp;dd to armoury…</source>
        <translation>&amp;Добавить в арсенал…</translation>
    </message>
    <message>
        <source>Add items of the ruleset&apos;s catalogue to the armoury (Ins)</source>
        <translation>Добавить в арсенал предметы из каталога набора правил (Ins)</translation>
    </message>
    <message>
        <source>Remo&amp;ve from armoury…</source>
        <translation>Сп&amp;исать из арсенала…</translation>
    </message>
    <message>
        <source>Take items out of the campaign: lost, sold or scrapped (Shift+Del)</source>
        <translation>Вывести предметы из кампании: утеряны, проданы или списаны (Shift+Del)</translation>
    </message>
    <message numerus="yes">
        <source>Add %n × {item} to the armoury</source>
        <translation>
            <numerusform>Добавить %n × {item} в арсенал</numerusform>
            <numerusform>Добавить %n × {item} в арсенал</numerusform>
            <numerusform>Добавить %n × {item} в арсенал</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove %n × {item} from the armoury ({why})</source>
        <translation>
            <numerusform>Списать %n × {item} из арсенала ({why})</numerusform>
            <numerusform>Списать %n × {item} из арсенала ({why})</numerusform>
            <numerusform>Списать %n × {item} из арсенала ({why})</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AttackForm</name>
    <message>
        <source>An enemy on the table (MIS-8)</source>
        <extracomment>The weapon choice of a close combat without a weapon (the attacker&apos;s Strength, M-CC-1). The longest range of a weapon profile (rules.ruleset.combat). The most shots or attacks one attack rolls (rules.wargame.attacks.MAX_ATTACKS).</extracomment>
        <translation>Враг на столе (MIS-8)</translation>
    </message>
    <message>
        <source>A weapon the attacker carries: a shooting weapon in the shooting phase (M-SHOOT-1), a close combat weapon or bare hands in the assault (M-CC-1)</source>
        <translation>Оружие, которое несёт атакующий: стрелковое в фазе стрельбы (M-SHOOT-1), оружие ближнего боя или голые руки в рукопашной (M-CC-1)</translation>
    </message>
    <message>
        <source>The distance to the target, measured in inches (M-SHOOT-1)</source>
        <translation>Расстояние до цели, измеренное в дюймах (M-SHOOT-1)</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>не измерено</translation>
    </message>
    <message>
        <source>from the profile</source>
        <translation>по профилю</translation>
    </message>
    <message>
        <source>The shots or attacks to roll; “from the profile” takes the weapon&apos;s (Rapid Fire, Assault N, Heavy N, Pistol) or the Attacks value (M-SHOOT-1, M-CC-1)</source>
        <translation>Сколько выстрелов или атак бросать; «по профилю» — по оружию (Скорострельное, Штурмовое N, Тяжёлое N, Пистолет) или по числу Атак (M-SHOOT-1, M-CC-1)</translation>
    </message>
    <message>
        <source>The cover save the GM gives the target (M-SAVE-1; shooting only)</source>
        <translation>Спасбросок за укрытие, который ведущий даёт цели (M-SAVE-1; только при стрельбе)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Нет</translation>
    </message>
    <message>
        <source>{score}+</source>
        <translation>{score}+</translation>
    </message>
    <message>
        <source>In base c&amp;ontact</source>
        <translation>К&amp;онтакт подставок</translation>
    </message>
    <message>
        <source>The attacker and the target are in base contact (M-CC-1)</source>
        <translation>Атакующий и цель в контакте подставками (M-CC-1)</translation>
    </message>
    <message>
        <source>The facing of the vehicle that the attack strikes (R-22)</source>
        <translation>Сторона брони техники, в которую приходится атака (R-22)</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Лобовая</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Бортовая</translation>
    </message>
    <message>
        <source>Rear</source>
        <translation>Кормовая</translation>
    </message>
    <message>
        <source>Tar&amp;get:</source>
        <translation>&amp;Цель:</translation>
    </message>
    <message>
        <source>&amp;Weapon:</source>
        <translation>Ору&amp;жие:</translation>
    </message>
    <message>
        <source>&amp;Distance:</source>
        <translation>Рассто&amp;яние:</translation>
    </message>
    <message>
        <source>&amp;Shots / attacks:</source>
        <translation>Выстрелы / &amp;атаки:</translation>
    </message>
    <message>
        <source>Co&amp;ver save:</source>
        <translation>Укр&amp;ытие:</translation>
    </message>
    <message>
        <source>&amp;Facing:</source>
        <translation>Бро&amp;ня:</translation>
    </message>
    <message>
        <source>Bare hands</source>
        <translation>Голые руки</translation>
    </message>
    <message numerus="yes">
        <source>From the profile: %n attack(s), the Attacks value.</source>
        <translation>
            <numerusform>По профилю: %n атака, по числу Атак.</numerusform>
            <numerusform>По профилю: %n атаки, по числу Атак.</numerusform>
            <numerusform>По профилю: %n атак, по числу Атак.</numerusform>
        </translation>
    </message>
    <message>
        <source>From the profile: the Attacks value.</source>
        <translation>По профилю: по числу Атак.</translation>
    </message>
    <message>
        <source>Bare hands: close combat with the attacker&apos;s Strength, {hit}</source>
        <translation>Голые руки: рукопашная с Силой атакующего, {hit}</translation>
    </message>
    <message>
        <source>Bare hands: close combat with the attacker&apos;s Strength</source>
        <translation>Голые руки: рукопашная с Силой атакующего</translation>
    </message>
    <message>
        <source>{kind} {shots}</source>
        <translation>{kind} {shots}</translation>
    </message>
    <message>
        <source>{hit} (the user&apos;s Strength)</source>
        <translation>{hit} (Сила владельца)</translation>
    </message>
    <message>
        <source>the user&apos;s Strength</source>
        <translation>Сила владельца</translation>
    </message>
    <message>
        <source>{weapon}: {kind}, {hit}</source>
        <translation>{weapon}: {kind}, {hit}</translation>
    </message>
    <message>
        <source>{weapon}: {kind}, {range}&quot;, {hit}</source>
        <translation>{weapon}: {kind}, {range}&quot;, {hit}</translation>
    </message>
    <message>
        <source>From the profile: 2 shots up to {half}&quot;, 1 beyond.</source>
        <translation>По профилю: 2 выстрела до {half}&quot;, дальше 1.</translation>
    </message>
    <message numerus="yes">
        <source>From the profile: %n shot(s).</source>
        <translation>
            <numerusform>По профилю: %n выстрел.</numerusform>
            <numerusform>По профилю: %n выстрела.</numerusform>
            <numerusform>По профилю: %n выстрелов.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}, vehicle</source>
        <translation>{name}, техника</translation>
    </message>
    <message>
        <source>{name} ({status})</source>
        <translation>{name} ({status})</translation>
    </message>
</context>
<context>
    <name>AuditFilterBar</name>
    <message>
        <source>Movements to or from this soldier</source>
        <translation>Перемещения к этому бойцу или от него</translation>
    </message>
    <message>
        <source>All soldiers</source>
        <translation>Все бойцы</translation>
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
        <translation>Пре&amp;дмет:</translation>
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
        <source>F&amp;rom</source>
        <translation>С д&amp;аты</translation>
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
        <source>Verdic&amp;t:</source>
        <translation>Верд&amp;икт:</translation>
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
        <source>No item number: “{text}” (type 12 or #12).</source>
        <translation>Не номер предмета: «{text}» (введите 12 или #12).</translation>
    </message>
    <message>
        <source>No mission number: “{text}” (type 3 or #3).</source>
        <translation>Не номер миссии: «{text}» (введите 3 или #3).</translation>
    </message>
</context>
<context>
    <name>AuditReasons</name>
    <message>
        <source>Undo of #{seq}</source>
        <extracomment>The reasons the app writes, by message key.</extracomment>
        <translation>Отмена №{seq}</translation>
    </message>
    <message>
        <source>Redo of #{seq}</source>
        <translation>Повтор №{seq}</translation>
    </message>
    <message>
        <source>Undo of mission step {step}</source>
        <translation>Отмена шага миссии {step}</translation>
    </message>
    <message>
        <source>Charge used on a mission: {charges} left</source>
        <translation>Заряд израсходован на задании: осталось {charges}</translation>
    </message>
    <message>
        <source>{soldier} was killed on the mission</source>
        <translation>{soldier} погиб на миссии</translation>
    </message>
    <message>
        <source>{soldier} went missing on the mission</source>
        <translation>{soldier} пропал без вести на миссии</translation>
    </message>
    <message>
        <source>Kit of {soldier} returned to the armoury: {gone_status}</source>
        <translation>Снаряжение бойца {soldier} возвращено в арсенал: {gone_status}</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>погиб</translation>
    </message>
    <message>
        <source>missing in action</source>
        <translation>пропал без вести</translation>
    </message>
    <message>
        <source>retired</source>
        <translation>в отставке</translation>
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
        <source>Outside the campaign</source>
        <translation>Вне кампании</translation>
    </message>
    <message>
        <source>Sold</source>
        <translation>Продан</translation>
    </message>
    <message>
        <source>Scrapped</source>
        <translation>Списан</translation>
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
    <message numerus="yes">
        <source>Intact: %n rows</source>
        <translation>
            <numerusform>Цела: %n строка</numerusform>
            <numerusform>Цела: %n строки</numerusform>
            <numerusform>Цела: %n строк</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The audit log, the mission logs (%n events) and the place of every audited item agree.</source>
        <translation>
            <numerusform>Журнал аудита, журналы миссий (%n событие) и место каждого учтённого предмета согласуются.</numerusform>
            <numerusform>Журнал аудита, журналы миссий (%n события) и место каждого учтённого предмета согласуются.</numerusform>
            <numerusform>Журнал аудита, журналы миссий (%n событий) и место каждого учтённого предмета согласуются.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>History damaged: %n problems</source>
        <translation>
            <numerusform>История повреждена: %n проблема</numerusform>
            <numerusform>История повреждена: %n проблемы</numerusform>
            <numerusform>История повреждена: %n проблем</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n rows to {path}</source>
        <translation>
            <numerusform>Экспортирована %n строка в {path}</numerusform>
            <numerusform>Экспортировано %n строки в {path}</numerusform>
            <numerusform>Экспортировано %n строк в {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rows</source>
        <translation>
            <numerusform>%n строка</numerusform>
            <numerusform>%n строки</numerusform>
            <numerusform>%n строк</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rows loaded, counting…</source>
        <translation>
            <numerusform>Загружена %n строка, подсчёт…</numerusform>
            <numerusform>Загружено %n строки, подсчёт…</numerusform>
            <numerusform>Загружено %n строк, подсчёт…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{loaded} of %n rows loaded (scroll for more)</source>
        <translation>
            <numerusform>Загружено {loaded} из %n строки (прокрутите, чтобы загрузить ещё)</numerusform>
            <numerusform>Загружено {loaded} из %n строк (прокрутите, чтобы загрузить ещё)</numerusform>
            <numerusform>Загружено {loaded} из %n строк (прокрутите, чтобы загрузить ещё)</numerusform>
        </translation>
    </message>
    <message>
        <source>Broken at #{seq}: {problem}</source>
        <translation>Нарушение в записи №{seq}: {problem}</translation>
    </message>
    <message>
        <source>Verif&amp;y</source>
        <translation>Пров&amp;ерить</translation>
    </message>
    <message>
        <source>Re-check the hash chains of the audit log and of the mission logs, and that every item is where its last audit row put it: shows a row or event that was edited, removed, inserted or reordered, and an item moved outside the log. A log rewritten whole or cut at its end shows only against a receipt (audit verify --receipt).</source>
        <translation>Заново проверить цепочки хешей журнала аудита и журналов миссий, а также что каждый предмет находится там, куда его поместила последняя строка аудита: показывает строку или событие, которые были изменены, удалены, вставлены или переставлены, и предмет, перемещённый в обход журнала. Журнал, переписанный целиком или обрезанный в конце, виден только при сверке с распиской (audit verify --receipt).</translation>
    </message>
    <message>
        <source>E&amp;xport CSV…</source>
        <translation>&amp;Экспорт…</translation>
    </message>
    <message>
        <source>{result} (row not loaded in the table)</source>
        <translation>{result} (строка не загружена в таблицу)</translation>
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
        <source>No item has been moved yet. Every movement of an item will be listed here.</source>
        <translation>Предметы ещё не перемещались. Здесь будет показано каждое перемещение предмета.</translation>
    </message>
    <message>
        <source>No movement matches the filters.</source>
        <translation>Ни одно перемещение не подходит под фильтры.</translation>
    </message>
</context>
<context>
    <name>BackupDesk</name>
    <message>
        <source>Restore from &amp;backup…</source>
        <extracomment>The database the window opens (set by ``ui/app.py``, also when it failed to open). Close every connection of the open database (set by ``ui/app.py``). Open the database at a URL in the window again (set by ``ui/app.py``).</extracomment>
        <translation>Восстановить из резервной &amp;копии…</translation>
    </message>
    <message>
        <source>Put a backup of this database in its place (backups are taken each day and before every import, upgrade and debrief)</source>
        <translation>Заменить базу данных её резервной копией (копии делаются каждый день и перед каждым импортом, обновлением и разбором миссии)</translation>
    </message>
    <message>
        <source>Restore from backup</source>
        <translation>Восстановление из резервной копии</translation>
    </message>
    <message>
        <source>No database is open.</source>
        <translation>Ни одна база данных не открыта.</translation>
    </message>
    <message>
        <source>Backups are taken only of SQLite database files. This database is on a server: back it up there (for PostgreSQL, with pg_dump).</source>
        <translation>Резервные копии делаются только для файлов баз данных SQLite. Эта база находится на сервере: делайте её копии там (для PostgreSQL — с помощью pg_dump).</translation>
    </message>
    <message>
        <source>Put the backup of %1 in place of the database? The database as it is now is kept as a backup first; every window on it is reopened.</source>
        <translation>Заменить базу данных резервной копией от %1? Нынешняя база сначала сохраняется как резервная копия; всё, что в ней открыто, откроется заново.</translation>
    </message>
    <message>
        <source>Restored the backup of %1 (there was no database file to keep).</source>
        <translation>Резервная копия от %1 восстановлена (файла базы данных, который стоило бы сохранить, не было).</translation>
    </message>
    <message>
        <source>Restored the backup of %1; the database as it was is kept as %2.</source>
        <translation>Восстановлена резервная копия от %1; прежняя база сохранена как %2.</translation>
    </message>
</context>
<context>
    <name>BackupDialog</name>
    <message>
        <source>Daily</source>
        <extracomment>What the desk needs of the window: the open database, its campaigns and the campaign shown.</extracomment>
        <translation>Ежедневная</translation>
    </message>
    <message>
        <source>Before an import</source>
        <translation>Перед импортом</translation>
    </message>
    <message>
        <source>Before an upgrade</source>
        <translation>Перед обновлением</translation>
    </message>
    <message>
        <source>Before a debrief</source>
        <translation>Перед разбором миссии</translation>
    </message>
    <message>
        <source>Before a restore</source>
        <translation>Перед восстановлением</translation>
    </message>
    <message>
        <source>Taken by hand</source>
        <translation>Сделана вручную</translation>
    </message>
    <message>
        <source>Damaged file, kept aside</source>
        <translation>Повреждённый файл, отложен</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 КиБ</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 МиБ</translation>
    </message>
    <message>
        <source>Restore from backup</source>
        <translation>Восстановление из резервной копии</translation>
    </message>
    <message>
        <source>Pick the backup to put in place of the database. The database as it is now is kept as a backup first, so nothing is lost.</source>
        <translation>Выберите резервную копию, которая заменит базу данных. Нынешняя база сначала сохраняется как резервная копия, так что ничего не теряется.</translation>
    </message>
    <message>
        <source>Taken</source>
        <translation>Сделана</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Причина</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Размер</translation>
    </message>
    <message>
        <source>Campaigns</source>
        <translation>Кампании</translation>
    </message>
    <message>
        <source>(cannot be read)</source>
        <translation>(не читается)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(нет)</translation>
    </message>
    <message>
        <source> days</source>
        <translation> дн.</translation>
    </message>
    <message>
        <source>&amp;Keep backups for:</source>
        <translation>&amp;Хранить резервные копии:</translation>
    </message>
    <message>
        <source>&amp;Restore…</source>
        <translation>&amp;Восстановить…</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <source>Dismiss</source>
        <translation>Закрыть</translation>
    </message>
</context>
<context>
    <name>BoardForms</name>
    <message>
        <source>Activate (its Turn begins)</source>
        <extracomment>The panel&apos;s actions, in the order offered. Short forms of the faces a GM may type (any language), besides the face&apos;s own name. An attack rolls all its dice, the defence&apos;s too: the GM types every one (M-CX-1, M-CX-2). Faces by name in any language (Qt&apos;s ``w`` would take ASCII letters only).</extracomment>
        <translation>Активировать (начинается его ход)</translation>
    </message>
    <message>
        <source>MOVE</source>
        <translation>ДВИЖЕНИЕ</translation>
    </message>
    <message>
        <source>SPRINT</source>
        <translation>РЫВОК</translation>
    </message>
    <message>
        <source>SHOOT</source>
        <translation>СТРЕЛЬБА</translation>
    </message>
    <message>
        <source>MELEE</source>
        <translation>БЛИЖНИЙ БОЙ</translation>
    </message>
    <message>
        <source>PSYCHIC ATTACK</source>
        <translation>ПСИ-АТАКА</translation>
    </message>
    <message>
        <source>INTERACT</source>
        <translation>ВЗАИМОДЕЙСТВИЕ</translation>
    </message>
    <message>
        <source>OVERWATCH</source>
        <translation>ДОЗОР</translation>
    </message>
    <message>
        <source>FLIP BLIP TOKEN</source>
        <translation>ВСКРЫТЬ МАРКЕР</translation>
    </message>
    <message>
        <source>Answer the Overwatch shot</source>
        <translation>Ответ на выстрел из дозора</translation>
    </message>
    <message>
        <source>Interruption (2 Mutation cards)</source>
        <translation>Вмешательство (2 карты мутации)</translation>
    </message>
    <message>
        <source>Discard Mutation cards</source>
        <translation>Сбросить карты мутации</translation>
    </message>
    <message>
        <source>Click a square on the map, or type it (e.g. C7).</source>
        <translation>Щёлкните клетку на карте или введите её (например, C7).</translation>
    </message>
    <message>
        <source>Its Turn begins: two different Actions. Choosing an Action activates it as well (B-PHASE-1).</source>
        <translation>Начинается его ход: два разных действия. Выбор действия тоже активирует его (B-PHASE-1).</translation>
    </message>
    <message>
        <source>&amp;To square:</source>
        <translation>&amp;В клетку:</translation>
    </message>
    <message>
        <source>&amp;Square:</source>
        <translation>&amp;Клетка:</translation>
    </message>
    <message>
        <source>Its own square or a neighbouring one (B-ACT-6).</source>
        <translation>Своя клетка или соседняя (B-ACT-6).</translation>
    </message>
    <message>
        <source>Full Overwatch (red) with both Actions, weak (blue) as the second (B-ACT-7).</source>
        <translation>Полный дозор (красный) — обоими действиями, слабый (синий) — вторым (B-ACT-7).</translation>
    </message>
    <message>
        <source>The Blip is revealed (B-ACT-9, M-CX-6).</source>
        <translation>Маркер вскрывается (B-ACT-9, M-CX-6).</translation>
    </message>
    <message>
        <source>Discard two Mutation cards: this Alien Unit acts now, before the next Hero, and not in the Overmind phase (B-PHASE-2).</source>
        <translation>Сбросить две карты мутации: этот пришелец действует сейчас, до следующего героя, и не действует в фазе Сверхразума (B-PHASE-2).</translation>
    </message>
    <message>
        <source>e.g. C7</source>
        <translation>например, C7</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>&amp;Цель:</translation>
    </message>
    <message>
        <source>Click a ringed enemy on the map to choose it.</source>
        <translation>Щёлкните обведённого врага на карте, чтобы выбрать его.</translation>
    </message>
    <message>
        <source>Shoot</source>
        <translation>Стрелять</translation>
    </message>
    <message>
        <source>Hold the token</source>
        <translation>Сохранить жетон</translation>
    </message>
    <message>
        <source>&amp;Answer:</source>
        <translation>&amp;Ответ:</translation>
    </message>
    <message>
        <source>A move stopped in its Line of Sight (MIS-11).</source>
        <translation>Движение остановлено на его линии видимости (MIS-11).</translation>
    </message>
    <message>
        <source>&amp;Discard:</source>
        <translation>&amp;Сбросить:</translation>
    </message>
    <message>
        <source>Then the Overmind draws back up to five (M-CX-5).</source>
        <translation>Затем Сверхразум добирает карты до пяти (M-CX-5).</translation>
    </message>
    <message>
        <source>Path: %1 (steps: %2)</source>
        <translation>Путь: %1 (шагов: %2)</translation>
    </message>
    <message>
        <source>(choose a target)</source>
        <translation>(выберите цель)</translation>
    </message>
    <message>
        <source>“{part}” is not a face of the Combat die ({faces}).</source>
        <translation>«{part}» — не грань боевого кубика ({faces}).</translation>
    </message>
    <message numerus="yes">
        <source>%n faces, e.g. hit blank crit (or values 1–12)</source>
        <translation>
            <numerusform>%n грань, например hit blank crit (или значения 1–12)</numerusform>
            <numerusform>%n грани, например hit blank crit (или значения 1–12)</numerusform>
            <numerusform>%n граней, например hit blank crit (или значения 1–12)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardMaps</name>
    <message>
        <source>Farmhouse raid</source>
        <extracomment>The bundled ready maps by file name (a user&apos;s own map shows its file name).</extracomment>
        <translation>Налёт на ферму</translation>
    </message>
    <message>
        <source>UFO crash site</source>
        <translation>Место крушения НЛО</translation>
    </message>
</context>
<context>
    <name>BoardWords</name>
    <message>
        <source>Hero Player Phase</source>
        <translation>фаза игроков-героев</translation>
    </message>
    <message>
        <source>Overmind phase</source>
        <translation>фаза Сверхразума</translation>
    </message>
    <message>
        <source>MOVE</source>
        <translation>ДВИЖЕНИЕ</translation>
    </message>
    <message>
        <source>SPRINT</source>
        <translation>РЫВОК</translation>
    </message>
    <message>
        <source>MELEE ATTACK</source>
        <translation>АТАКА В БЛИЖНЕМ БОЮ</translation>
    </message>
    <message>
        <source>SHOOT ATTACK</source>
        <translation>СТРЕЛЬБА</translation>
    </message>
    <message>
        <source>PSYCHIC ATTACK</source>
        <translation>ПСИ-АТАКА</translation>
    </message>
    <message>
        <source>INTERACT</source>
        <translation>ВЗАИМОДЕЙСТВИЕ</translation>
    </message>
    <message>
        <source>OVERWATCH</source>
        <translation>ДОЗОР</translation>
    </message>
    <message>
        <source>FLIP BLIP TOKEN</source>
        <translation>ВСКРЫТЬ МАРКЕР</translation>
    </message>
    <message>
        <source>Overwatch shot</source>
        <translation>выстрел из дозора</translation>
    </message>
    <message>
        <source>adjacent</source>
        <translation>соседняя клетка</translation>
    </message>
    <message>
        <source>short range</source>
        <translation>ближняя дистанция</translation>
    </message>
    <message>
        <source>long range</source>
        <translation>дальняя дистанция</translation>
    </message>
    <message>
        <source>full (red)</source>
        <translation>полный (красный)</translation>
    </message>
    <message>
        <source>weak (blue)</source>
        <translation>слабый (синий)</translation>
    </message>
    <message>
        <source>the item</source>
        <translation>предмет</translation>
    </message>
    <message>
        <source>the objective</source>
        <translation>цель</translation>
    </message>
    <message>
        <source>the exit</source>
        <translation>выход</translation>
    </message>
    <message>
        <source>seen by a Hero</source>
        <translation>замечен Героем</translation>
    </message>
    <message>
        <source>damaged</source>
        <translation>получен урон</translation>
    </message>
    <message>
        <source>its FLIP BLIP action</source>
        <translation>действие ВСКРЫТЬ МАРКЕР</translation>
    </message>
    <message>
        <source>Heroes</source>
        <translation>Герои</translation>
    </message>
    <message>
        <source>Alien Units</source>
        <translation>инопланетяне</translation>
    </message>
    <message>
        <source>BLANK</source>
        <translation>ПУСТО</translation>
    </message>
    <message>
        <source>HIT</source>
        <translation>ПОПАДАНИЕ</translation>
    </message>
    <message>
        <source>DOUBLE HIT</source>
        <translation>ДВОЙНОЕ ПОПАДАНИЕ</translation>
    </message>
    <message>
        <source>CRITICAL HIT</source>
        <translation>КРИТИЧЕСКОЕ ПОПАДАНИЕ</translation>
    </message>
    <message>
        <source>SHIELD</source>
        <translation>ЩИТ</translation>
    </message>
    <message>
        <source>DOUBLE SHIELD</source>
        <translation>ДВОЙНОЙ ЩИТ</translation>
    </message>
</context>
<context>
    <name>CampaignSettingsDesk</name>
    <message>
        <source>Ca&amp;mpaign settings…</source>
        <translation>&amp;Параметры кампании…</translation>
    </message>
    <message>
        <source>The open campaign&apos;s name and notes</source>
        <translation>Название и заметки открытой кампании</translation>
    </message>
    <message>
        <source>Campaign settings</source>
        <translation>Параметры кампании</translation>
    </message>
</context>
<context>
    <name>CampaignSettingsDialog</name>
    <message>
        <source>Campaign settings</source>
        <translation>Параметры кампании</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Название:</translation>
    </message>
    <message>
        <source>N&amp;otes:</source>
        <translation>&amp;Заметки:</translation>
    </message>
    <message>
        <source>The campaign needs a name.</source>
        <translation>У кампании должно быть название.</translation>
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
        <translation>Статус</translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation>Раны</translation>
    </message>
    <message>
        <source>Did this phase</source>
        <translation>В фазе</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Что с ним</translation>
    </message>
    <message>
        <source>The timer expires at the start of this side&apos;s next turn</source>
        <translation>Таймер истекает в начале следующего хода этой стороны</translation>
    </message>
</context>
<context>
    <name>ChartsPanel</name>
    <message>
        <source>Casualties and kills per mission</source>
        <extracomment>The bars&apos; colours: casualties, wounded, kills. Above this many missions the charts draw lines, not a bar per mission (fast, readable).</extracomment>
        <translation>Потери и убийства по миссиям</translation>
    </message>
    <message>
        <source>No missions yet</source>
        <translation>Миссий пока нет</translation>
    </message>
    <message>
        <source>Killed or missing</source>
        <translation>Погибли или пропали</translation>
    </message>
    <message>
        <source>Wounded</source>
        <translation>Ранены</translation>
    </message>
    <message>
        <source>Kills</source>
        <translation>Убийства</translation>
    </message>
    <message>
        <source>Mission, in the order they were started</source>
        <translation>Миссия, по порядку начала</translation>
    </message>
    <message>
        <source>Soldiers or aliens</source>
        <translation>Бойцы или пришельцы</translation>
    </message>
    <message>
        <source>The roster by class and status</source>
        <translation>Состав по классам и состояниям</translation>
    </message>
    <message>
        <source>No soldiers yet</source>
        <translation>Бойцов пока нет</translation>
    </message>
    <message>
        <source>Soldiers</source>
        <translation>Бойцы</translation>
    </message>
    <message>
        <source>Wounds over time</source>
        <translation>Ранения со временем</translation>
    </message>
    <message>
        <source>Wounds taken on the mission</source>
        <translation>Ран получено в миссии</translation>
    </message>
    <message>
        <source>Wounds so far</source>
        <translation>Ран всего к этому времени</translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation>Раны</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>No campaigns in {location}</source>
        <extracomment>The command groups kept in modules of their own: each has ``add_parsers(commands)``, the ``COMMANDS`` it answers and ``run(db_url, args)``. The longest a usage error is shown: its words around the bad word, cut to ~200 characters.</extracomment>
        <translation>В {location} нет кампаний</translation>
    </message>
    <message>
        <source>log damaged</source>
        <translation>журнал повреждён</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>завершена</translation>
    </message>
    <message>
        <source>campaign #{id}</source>
        <translation>кампания №{id}</translation>
    </message>
    <message>
        <source>No missions in {location}</source>
        <translation>В {location} нет миссий</translation>
    </message>
    <message>
        <source>Created demo campaign #{id} &quot;{name}&quot; ({ruleset} ruleset):</source>
        <translation>Создана демо-кампания №{id} «{name}» (набор правил {ruleset}):</translation>
    </message>
    <message>
        <source>The database already has demo campaign #{id} &quot;{name}&quot; ({ruleset} ruleset):</source>
        <translation>В базе данных уже есть демо-кампания №{id} «{name}» (набор правил {ruleset}):</translation>
    </message>
    <message>
        <source>  {carried} items carried, {armoury} in the armoury</source>
        <translation>  предметов у бойцов: {carried}, в арсенале: {armoury}</translation>
    </message>
    <message>
        <source>  {count} alien units</source>
        <translation>  отрядов пришельцев: {count}</translation>
    </message>
    <message>
        <source>Database: {location}</source>
        <translation>База данных: {location}</translation>
    </message>
    <message>
        <source>(&apos;{prog} demo --new&apos; makes another one)</source>
        <translation>(«{prog} demo --new» создаст ещё одну)</translation>
    </message>
    <message>
        <source>Promoted {name} (#{id}) from {old} to {new}</source>
        <extracomment>The top-level commands this module runs.</extracomment>
        <translation>{name} (№{id}) повышен(а): {old} → {new}</translation>
    </message>
    <message>
        <source>Status: {status}; wounds {wounds}/{max}; missions {missions}; kills {kills}</source>
        <translation>Статус: {status}; раны {wounds}/{max}; миссий: {missions}; убийств: {kills}</translation>
    </message>
    <message>
        <source>; experience {n}</source>
        <translation>; опыт: {n}</translation>
    </message>
    <message>
        <source>Missions:</source>
        <translation>Миссии:</translation>
    </message>
    <message>
        <source>lost {n} wound(s)</source>
        <translation>потеряно ран: {n}</translation>
    </message>
    <message>
        <source>{n} kill(s)</source>
        <translation>убийств: {n}</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>пока нет</translation>
    </message>
    <message>
        <source>Career:</source>
        <translation>Служба:</translation>
    </message>
    <message>
        <source> (mission “{mission}”)</source>
        <translation> (миссия «{mission}»)</translation>
    </message>
    <message>
        <source>nothing recorded</source>
        <translation>записей нет</translation>
    </message>
    <message>
        <source>Carries:</source>
        <translation>Снаряжение:</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>ничего</translation>
    </message>
    <message>
        <source>skipped {path}: {problem}</source>
        <extracomment>The top-level commands this module runs.</extracomment>
        <translation>пропущен {path}: {problem}</translation>
    </message>
    <message>
        <source>there is no database at {path} (create one with &apos;{prog} campaign new NAME&apos;, &apos;{prog} demo&apos; or &apos;{prog} import FILE&apos;)</source>
        <translation>базы данных {path} нет (создайте её командой «{prog} campaign new НАЗВАНИЕ», «{prog} demo» или «{prog} import ФАЙЛ»)</translation>
    </message>
    <message>
        <source>there is no campaign in {location}</source>
        <translation>в {location} нет кампании</translation>
    </message>
    <message>
        <source>there is no campaign in {location} (create one with &apos;{prog} campaign new NAME&apos;)</source>
        <translation>в {location} нет кампании (создайте её командой «{prog} campaign new НАЗВАНИЕ»)</translation>
    </message>
    <message>
        <source>there is no campaign in {location} (create one with &apos;{prog} campaign new NAME&apos; or &apos;{prog} demo&apos;)</source>
        <translation>в {location} нет кампании (создайте её командой «{prog} campaign new НАЗВАНИЕ» или «{prog} demo»)</translation>
    </message>
    <message>
        <source>there is no campaign to export in {location} (create one with &apos;{prog} demo&apos; or &apos;{prog} import FILE&apos;)</source>
        <translation>в {location} нет кампании для экспорта (создайте её командой «{prog} demo» или «{prog} import ФАЙЛ»)</translation>
    </message>
    <message>
        <source>cannot write {path}: {detail}</source>
        <translation>не удаётся записать {path}: {detail}</translation>
    </message>
    <message>
        <source>the receipt cannot be written to {path}: {detail}</source>
        <translation>квитанцию не удаётся записать в {path}: {detail}</translation>
    </message>
    <message>
        <source>the receipt {path} cannot be read: {detail}</source>
        <translation>квитанцию {path} не удаётся прочитать: {detail}</translation>
    </message>
    <message>
        <source>there is no backup number {number} (&apos;{prog} backup list&apos;)</source>
        <translation>резервной копии номер {number} нет («{prog} backup list»)</translation>
    </message>
    <message>
        <source>{count} soldiers are called &apos;{wanted}&apos;: {ids}; give the id</source>
        <translation>бойцов с именем «{wanted}» несколько ({count}): {ids}; укажите номер</translation>
    </message>
    <message>
        <source>there is no soldier &apos;{wanted}&apos; in campaign #{campaign_id}</source>
        <translation>в кампании №{campaign_id} нет бойца «{wanted}»</translation>
    </message>
    <message>
        <source>{path} is not a ruleset file (a ruleset file ends in .toml)</source>
        <translation>{path} — не файл набора правил (имя файла набора правил оканчивается на .toml)</translation>
    </message>
    <message>
        <source>{file}: the id &apos;{ruleset_id}&apos; is already the ruleset of {holder} (bundled); give this ruleset an id of its own</source>
        <translation>{file}: идентификатор «{ruleset_id}» уже занят набором правил {holder} (встроенным); дайте этому набору свой идентификатор</translation>
    </message>
    <message>
        <source>{file}: the id &apos;{ruleset_id}&apos; is already the ruleset of {holder} (yours); give this ruleset an id of its own</source>
        <translation>{file}: идентификатор «{ruleset_id}» уже занят набором правил {holder} (вашим); дайте этому набору свой идентификатор</translation>
    </message>
    <message>
        <source>you already have a ruleset file {path}; remove it first</source>
        <translation>у вас уже есть файл набора правил {path}; сначала удалите его</translation>
    </message>
    <message>
        <source>cannot add {path} to {folder}: {detail}</source>
        <translation>не удаётся добавить {path} в {folder}: {detail}</translation>
    </message>
    <message>
        <source>{path}: ruleset &apos;{ruleset_id}&apos; ({ruleset_name}, {system}) is valid</source>
        <translation>{path}: набор правил «{ruleset_id}» ({ruleset_name}, {system}) в порядке</translation>
    </message>
    <message>
        <source>Added ruleset &apos;{ruleset_id}&apos; ({system}) as {path}</source>
        <translation>Набор правил «{ruleset_id}» ({system}) добавлен как {path}</translation>
    </message>
    <message>
        <source>note: {count} name(s) have no &apos;{language}&apos; name in [names.{language}] and are shown in English: {keys}</source>
        <translation>примечание: у названий ({count}) нет перевода «{language}» в [names.{language}], они показаны по-английски: {keys}</translation>
    </message>
    <message>
        <source>note: {count} name(s) have no &apos;{language}&apos; name in [names.{language}] and are shown in English: {keys} and {more} more</source>
        <translation>примечание: у названий ({count}) нет перевода «{language}» в [names.{language}], они показаны по-английски: {keys} и ещё {more}</translation>
    </message>
    <message>
        <source>Stopped sharing the table.</source>
        <extracomment>The top-level commands this module runs.</extracomment>
        <translation>Показ для стола остановлен.</translation>
    </message>
    <message>
        <source>The players&apos; page of campaign #{id} &quot;{name}&quot;:</source>
        <translation>Страница для игроков кампании №{id} «{name}»:</translation>
    </message>
    <message>
        <source>Listening on every network interface: anyone on these networks with the address can watch.</source>
        <translation>Сервер слушает на всех сетевых интерфейсах: смотреть может любой в этих сетях, у кого есть адрес.</translation>
    </message>
    <message>
        <source>Read-only; Ctrl+C stops it.</source>
        <translation>Только чтение; Ctrl+C останавливает сервер.</translation>
    </message>
    <message>
        <source>{n} watching</source>
        <translation>смотрят: {n}</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Something went wrong</source>
        <translation>Что-то пошло не так</translation>
    </message>
    <message>
        <source>The report was written to %1.</source>
        <translation>Отчёт записан в %1.</translation>
    </message>
    <message>
        <source>The report could not be written to the log folder.</source>
        <translation>Не удалось записать отчёт в папку журналов.</translation>
    </message>
    <message>
        <source>An unexpected error stopped the last action. What was saved before it is kept (the action&apos;s changes were rolled back); you can go on working. Please send this report to the developers.</source>
        <translation>Непредвиденная ошибка прервала последнее действие. Всё, что было сохранено до него, цело (изменения действия отменены); можно продолжать работу. Пожалуйста, отправьте этот отчёт разработчикам.</translation>
    </message>
    <message>
        <source>&amp;Copy report</source>
        <translation>&amp;Копировать отчёт</translation>
    </message>
    <message>
        <source>An unexpected error: see the report.</source>
        <translation>Непредвиденная ошибка: см. отчёт.</translation>
    </message>
</context>
<context>
    <name>DatabaseDesk</name>
    <message>
        <source>&amp;Open database…</source>
        <translation>&amp;Открыть базу данных…</translation>
    </message>
    <message>
        <source>Ne&amp;w database…</source>
        <translation>Новая &amp;база данных…</translation>
    </message>
    <message>
        <source>Open rec&amp;ent</source>
        <translation>Последние ба&amp;зы</translation>
    </message>
    <message>
        <source>The file is gone.</source>
        <translation>Файла больше нет.</translation>
    </message>
    <message>
        <source>No recent databases</source>
        <translation>Нет недавних баз данных</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>&amp;Очистить список</translation>
    </message>
    <message>
        <source>Cannot make the database</source>
        <translation>Не удалось создать базу данных</translation>
    </message>
    <message>
        <source>%1 exists already: open it with Open database…</source>
        <translation>%1 уже существует: откройте его командой «Открыть базу данных…»</translation>
    </message>
    <message>
        <source>Cannot open the database</source>
        <translation>Не удалось открыть базу данных</translation>
    </message>
    <message>
        <source>%1 is gone; it was removed from the recent list.</source>
        <translation>Файла %1 больше нет; он убран из списка последних.</translation>
    </message>
    <message>
        <source>Campaign databases (*.db *.sqlite *.sqlite3);;All files (*)</source>
        <translation>Базы кампаний (*.db *.sqlite *.sqlite3);;Все файлы (*)</translation>
    </message>
    <message>
        <source>New database</source>
        <translation>Новая база данных</translation>
    </message>
    <message>
        <source>Open database</source>
        <translation>Открыть базу данных</translation>
    </message>
</context>
<context>
    <name>DatabaseErrors</name>
    <message>
        <source>Another GM kept the database busy for more than {seconds} seconds; nothing was changed. Try again in a moment.</source>
        <translation>Другой ведущий занимал базу данных дольше {seconds} с; ничего не изменено. Повторите чуть позже.</translation>
    </message>
    <message>
        <source>The database at {location} failed and nothing was changed: {detail}</source>
        <translation>Сбой базы данных {location}, ничего не изменено: {detail}</translation>
    </message>
</context>
<context>
    <name>DatabaseFailure</name>
    <message>
        <source>The database failed</source>
        <translation>Сбой базы данных</translation>
    </message>
</context>
<context>
    <name>DatabaseTrouble</name>
    <message>
        <source>Cannot open the database at {location}: {detail}</source>
        <translation>Не удаётся открыть базу данных {location}: {detail}</translation>
    </message>
    <message>
        <source>Cannot read the database at {location}: {detail}</source>
        <translation>Не удаётся прочитать базу данных {location}: {detail}</translation>
    </message>
    <message>
        <source>The database at {location} was written by a newer version of xcom_manager (schema revision {revision}). Install the newer version to open it.</source>
        <translation>База данных {location} записана более новой версией xcom_manager (версия схемы {revision}). Установите новую версию, чтобы открыть её.</translation>
    </message>
    <message>
        <source>The database at {location} holds tables but is not an xcom_manager database (it has no schema revision). Choose another database.</source>
        <translation>В базе данных {location} есть таблицы, но это не база xcom_manager (у неё нет версии схемы). Выберите другую базу данных.</translation>
    </message>
    <message>
        <source>Lost the connection to the database at {location}</source>
        <translation>Потеряно соединение с базой данных {location}</translation>
    </message>
    <message>
        <source>Cannot use the database {path}: {folder} is a file, not a folder. Choose another place for the database.</source>
        <translation>Нельзя использовать базу данных {path}: {folder} — файл, а не папка. Выберите для базы данных другое место.</translation>
    </message>
    <message>
        <source>Cannot use the database {path}: its folder {folder} is not there.</source>
        <translation>Нельзя использовать базу данных {path}: её папки {folder} нет.</translation>
    </message>
    <message>
        <source>Cannot use the database {path}: its folder {folder} cannot be created ({detail}).</source>
        <translation>Нельзя использовать базу данных {path}: её папку {folder} не удаётся создать ({detail}).</translation>
    </message>
    <message>
        <source>Cannot use the database {path}: its folder {folder} cannot be read ({detail}).</source>
        <translation>Нельзя использовать базу данных {path}: её папку {folder} не удаётся прочитать ({detail}).</translation>
    </message>
    <message>
        <source>Cannot use the database {path}: its folder {folder} cannot be written to ({detail}); the database keeps its journal beside the file.</source>
        <translation>Нельзя использовать базу данных {path}: в её папку {folder} нельзя записывать ({detail}); база данных хранит журнал рядом с файлом.</translation>
    </message>
    <message>
        <source>The database {location} is damaged ({detail}); nothing was written to it. Run &apos;xcom-manager check&apos; to see what is wrong, and restore a backup (&apos;xcom-manager backup list&apos;, or File &gt; Restore from backup… in the window).</source>
        <extracomment>Tables every xcom_manager schema has had since its first migration. At most this many problems of each check are reported. The texts of a database&apos;s trouble; ``{location}`` is where the database is (a file&apos;s path; the key ending in ``_here`` when it is not known), ``{detail}`` what SQLite said (its own words, in English).</extracomment>
        <translation>База данных {location} повреждена ({detail}); в неё ничего не записано. Запустите «xcom-manager check», чтобы узнать, что не так, и восстановите резервную копию («xcom-manager backup list» или Файл &gt; Восстановить из резервной копии… в окне).</translation>
    </message>
    <message>
        <source>The database is damaged ({detail}); nothing was written to it. Run &apos;xcom-manager check&apos; to see what is wrong, and restore a backup (&apos;xcom-manager backup list&apos;, or File &gt; Restore from backup… in the window).</source>
        <translation>База данных повреждена ({detail}); в неё ничего не записано. Запустите «xcom-manager check», чтобы узнать, что не так, и восстановите резервную копию («xcom-manager backup list» или Файл &gt; Восстановить из резервной копии… в окне).</translation>
    </message>
    <message>
        <source>The database {location} is busy: another program (or another xcom-manager) is writing to it and did not finish within {seconds} seconds. Nothing was changed; try again when it is done.</source>
        <translation>База данных {location} занята: другая программа (или другой xcom-manager) пишет в неё и не закончила за {seconds} с. Ничего не изменено; повторите, когда она закончит.</translation>
    </message>
    <message>
        <source>The database is busy: another program (or another xcom-manager) is writing to it and did not finish within {seconds} seconds. Nothing was changed; try again when it is done.</source>
        <translation>База данных занята: другая программа (или другой xcom-manager) пишет в неё и не закончила за {seconds} с. Ничего не изменено; повторите, когда она закончит.</translation>
    </message>
    <message>
        <source>The disk holding the database {location} is full ({detail}). Nothing was changed; free some space and try again: the work goes on from there.</source>
        <translation>Диск с базой данных {location} заполнен ({detail}). Ничего не изменено; освободите место и повторите: работа продолжится с того же места.</translation>
    </message>
    <message>
        <source>The disk holding the database is full ({detail}). Nothing was changed; free some space and try again: the work goes on from there.</source>
        <translation>Диск с базой данных заполнен ({detail}). Ничего не изменено; освободите место и повторите: работа продолжится с того же места.</translation>
    </message>
    <message>
        <source>The database {location} cannot be written ({detail}): the file or its folder is read-only. Nothing was changed.</source>
        <translation>В базу данных {location} нельзя записать ({detail}): файл или его папка только для чтения. Ничего не изменено.</translation>
    </message>
    <message>
        <source>The database cannot be written ({detail}): the file or its folder is read-only. Nothing was changed.</source>
        <translation>В базу данных нельзя записать ({detail}): файл или его папка только для чтения. Ничего не изменено.</translation>
    </message>
    <message>
        <source>The database {location} could not be read or written ({detail}). Nothing was changed; check the disk and try again.</source>
        <translation>Базу данных {location} не удалось прочитать или записать ({detail}). Ничего не изменено; проверьте диск и повторите.</translation>
    </message>
    <message>
        <source>The database could not be read or written ({detail}). Nothing was changed; check the disk and try again.</source>
        <translation>Базу данных не удалось прочитать или записать ({detail}). Ничего не изменено; проверьте диск и повторите.</translation>
    </message>
    <message>
        <source>The database at {location} is not an xcom_manager database (its tables are another program&apos;s, with no schema revision); nothing was changed in it. Choose another database.</source>
        <translation>База данных {location} — не база xcom_manager (её таблицы принадлежат другой программе, версии схемы нет); в ней ничего не изменено. Выберите другую базу данных.</translation>
    </message>
    <message>
        <source>The database at {location} is not an xcom_manager database (its tables are another program&apos;s, schema revision {revision}); nothing was changed in it. Choose another database.</source>
        <translation>База данных {location} — не база xcom_manager (её таблицы принадлежат другой программе, версия схемы {revision}); в ней ничего не изменено. Выберите другую базу данных.</translation>
    </message>
    <message>
        <source>Cannot read the database {location}: {detail}</source>
        <translation>Не удаётся прочитать базу данных {location}: {detail}</translation>
    </message>
    <message>
        <source>This file is read-only ({location}): you can look, not change. Copy it somewhere you can write, or ask for write access.</source>
        <extracomment>Why a database is read-only; ``{location}`` is the file&apos;s path. Shown in the window&apos;s banner, as the tooltip of every greyed write action, and as the refusal of a write.</extracomment>
        <translation>Этот файл доступен только для чтения ({location}): смотреть можно, менять нельзя. Скопируйте его туда, куда можете писать, или попросите права на запись.</translation>
    </message>
    <message>
        <source>This file&apos;s folder is read-only ({location}): you can look, not change. Copy the file somewhere you can write, or ask for write access to its folder.</source>
        <translation>Папка этого файла доступна только для чтения ({location}): смотреть можно, менять нельзя. Скопируйте файл туда, куда можете писать, или попросите права на запись в его папку.</translation>
    </message>
    <message>
        <source>This file is on a read-only disk ({location}): you can look, not change. Copy it somewhere you can write.</source>
        <translation>Этот файл лежит на диске только для чтения ({location}): смотреть можно, менять нельзя. Скопируйте его туда, куда можете писать.</translation>
    </message>
    <message>
        <source>This database is opened read-only: its URL says so (mode=ro, {location}). You can look, not change; open it without mode=ro to change it.</source>
        <translation>Эта база данных открыта только для чтения: так сказано в её адресе (mode=ro, {location}). Смотреть можно, менять нельзя; чтобы менять, откройте её без mode=ro.</translation>
    </message>
    <message>
        <source>The database {location} is read-only, and its schema (revision {revision}) is older than this xcom_manager&apos;s ({head}): it cannot be upgraded while read-only, and nothing was changed. Copy it somewhere you can write, or ask for write access, then open it again.</source>
        <translation>База данных {location} доступна только для чтения, а её схема (ревизия {revision}) старше, чем у этой версии xcom_manager ({head}): обновить её, пока она только для чтения, нельзя, ничего не изменено. Скопируйте её туда, куда можете писать, или попросите права на запись, затем откройте снова.</translation>
    </message>
    <message>
        <source>The database {location} is read-only and empty: there is nothing to show, and no campaign can be made in it. Choose another database, or ask for write access.</source>
        <translation>База данных {location} доступна только для чтения и пуста: показывать нечего, и создать в ней кампанию нельзя. Выберите другую базу данных или попросите права на запись.</translation>
    </message>
</context>
<context>
    <name>DeathQuestion</name>
    <message>
        <source>bleeds out</source>
        <translation>истекает кровью</translation>
    </message>
    <message>
        <source>suffocates (aqualung tank not replaced)</source>
        <translation>задыхается (баллон акваланга не заменён)</translation>
    </message>
    <message>
        <source>{name} {cause} ({rules}).</source>
        <translation>{name} {cause} ({rules}).</translation>
    </message>
    <message numerus="yes">
        <source>Ending this phase kills %n character(s):</source>
        <translation>
            <numerusform>Конец этой фазы убьёт %n персонажа:</numerusform>
            <numerusform>Конец этой фазы убьёт %n персонажей:</numerusform>
            <numerusform>Конец этой фазы убьёт %n персонажей:</numerusform>
        </translation>
    </message>
    <message>
        <source>End the phase anyway?</source>
        <translation>Всё равно закончить фазу?</translation>
    </message>
    <message>
        <source>Deaths at the turn&apos;s start</source>
        <translation>Гибель в начале хода</translation>
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
        <source>{soldier} ({item})</source>
        <translation>{soldier} ({item})</translation>
    </message>
    <message>
        <source>{soldier}: {actor} changed the roster at {time} to {roster}, the mission said {mission}; the roster&apos;s is kept (ROS-1)</source>
        <translation>{soldier}: {actor} в {time} изменил(а) в составе на {roster}, по итогам миссии — {mission}; оставлено значение из состава (ROS-1)</translation>
    </message>
    <message>
        <source>{soldier}: the roster says {roster}, the mission said {mission}; the roster&apos;s is kept (ROS-1)</source>
        <translation>{soldier}: в составе — {roster}, по итогам миссии — {mission}; оставлено значение из состава (ROS-1)</translation>
    </message>
    <message>
        <source>Changed on the roster meanwhile:</source>
        <translation>Изменены в составе тем временем:</translation>
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
        <source>Back unhurt:</source>
        <translation>Вернулись невредимыми:</translation>
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
        <source>Debrief of “{mission}” (turn {turn}):</source>
        <translation>Итоги миссии «{mission}» (ход {turn}):</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
</context>
<context>
    <name>DemoErrors</name>
    <message>
        <source>the board game demo cannot be made: its Mission Maps {maps} are not installed (the installation is incomplete: reinstall xcom-manager); nothing was written</source>
        <translation>демо настольной игры не создать: её карты миссий {maps} не установлены (установка неполная: переустановите xcom-manager); ничего не записано</translation>
    </message>
    <message>
        <source>the demo campaign cannot be made with the ruleset {ruleset}: the soldiers, classes or species its missions need are not in it; nothing was written</source>
        <translation>демо-кампанию не создать с набором правил {ruleset}: в нём нет солдат, классов или видов, нужных её миссиям; ничего не записано</translation>
    </message>
</context>
<context>
    <name>DemoTexts</name>
    <message>
        <source>Demo: the {item} rides strapped to the pack for the briefing</source>
        <extracomment>The GM&apos;s reason for the move the demo forces (INV-1, R-4): written in the display language the demo is made in (English from the command line), the same words for the same language.</extracomment>
        <translation>Демо: {item} едет на инструктаж пристёгнутым к ранцу</translation>
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
    <name>HandoverList</name>
    <message>
        <source>Drop an item on a soldier to hand it over (first free slot that fits)</source>
        <extracomment>The rows of names the &quot;Hand over to&quot; list shows at most before it scrolls.</extracomment>
        <translation>Перетащите предмет на бойца, чтобы передать его (в первый подходящий свободный слот)</translation>
    </message>
    <message>
        <source>Hand over to (drop an item on a soldier):</source>
        <translation>Передать (перетащите предмет на бойца):</translation>
    </message>
</context>
<context>
    <name>ImportDesk</name>
    <message>
        <source>&amp;Import campaign…</source>
        <extracomment>The new campaign&apos;s id, once it is written. The import ended (imported, refused or cancelled); the message shown, or &quot;&quot;.</extracomment>
        <translation>&amp;Импорт кампании…</translation>
    </message>
    <message>
        <source>Add a campaign from a campaign file (JSON) exported by xcom-manager</source>
        <translation>Добавить кампанию из файла кампании (JSON), выгруженного xcom-manager</translation>
    </message>
    <message>
        <source>Open a database first.</source>
        <translation>Сначала откройте базу данных.</translation>
    </message>
    <message>
        <source>Reading and checking %1…</source>
        <translation>Чтение и проверка %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Import campaign</source>
        <translation>Импорт кампании</translation>
    </message>
    <message>
        <source>Writing the campaign…</source>
        <translation>Запись кампании…</translation>
    </message>
    <message>
        <source>Campaign files (*.json);;All files (*)</source>
        <translation>Файлы кампаний (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Cannot import the campaign</source>
        <translation>Не удалось импортировать кампанию</translation>
    </message>
</context>
<context>
    <name>Inventory</name>
    <message>
        <source>Weapon</source>
        <translation>Оружие</translation>
    </message>
    <message>
        <source>Ammunition</source>
        <translation>Боеприпасы</translation>
    </message>
    <message>
        <source>Medi-kit</source>
        <translation>Аптечка</translation>
    </message>
    <message>
        <source>Grenade</source>
        <translation>Граната</translation>
    </message>
    <message>
        <source>Equipment</source>
        <translation>Снаряжение</translation>
    </message>
    <message>
        <source>Aqualung tank</source>
        <translation>Баллон акваланга</translation>
    </message>
    <message>
        <source>{name} — {status}</source>
        <translation>{name} — {status}</translation>
    </message>
    <message>
        <source>{rank} {name} — {cls}, {unit}</source>
        <translation>{rank} {name} — {cls}, {unit}</translation>
    </message>
    <message>
        <source>{name}  ×{count}</source>
        <translation>{name}  ×{count}</translation>
    </message>
    <message>
        <source>{name}: {kind}, for the {slot} slot, {environment}; {count} in store</source>
        <translation>{name}: {kind}, для слота «{slot}», {environment}; на складе: {count}</translation>
    </message>
    <message>
        <source>Rule {rule}: {text}</source>
        <translation>Правило {rule}: {text}</translation>
    </message>
</context>
<context>
    <name>InventoryCommands</name>
    <message>
        <source>Undone: {what} (audit #{first}–#{last}).</source>
        <translation>Отменено: {what} (записи аудита №{first}–{last}).</translation>
    </message>
    <message>
        <source>Redone: {what} (audit #{first}–#{last}).</source>
        <translation>Повторено: {what} (записи аудита №{first}–{last}).</translation>
    </message>
    <message>
        <source>Redo of #{seq}: {reason}</source>
        <translation>Повтор №{seq}: {reason}</translation>
    </message>
    <message>
        <source>undo “{move}”</source>
        <translation>отменить «{move}»</translation>
    </message>
    <message>
        <source>Undone: {what} (audit #{seq}).</source>
        <translation>Отменено: {what} (запись аудита №{seq}).</translation>
    </message>
    <message>
        <source>Redone: {what} (audit #{seq}).</source>
        <translation>Повторено: {what} (запись аудита №{seq}).</translation>
    </message>
</context>
<context>
    <name>InventoryErrors</name>
    <message>
        <source>This slot was just taken by {item}, moved there by {actor}: {soldier}&apos;s {slot} slot, position {position}. Nothing was changed; look again and choose another place.</source>
        <translation>Это место только что занял предмет {item}, его переместил {actor}: боец {soldier}, ячейка «{slot}», позиция {position}. Ничего не изменено; посмотрите ещё раз и выберите другое место.</translation>
    </message>
    <message>
        <source>This slot was just taken by another item: {soldier}&apos;s {slot} slot, position {position}. Nothing was changed; look again and choose another place.</source>
        <translation>Это место только что занял другой предмет: боец {soldier}, ячейка «{slot}», позиция {position}. Ничего не изменено; посмотрите ещё раз и выберите другое место.</translation>
    </message>
</context>
<context>
    <name>InventoryFilter</name>
    <message>
        <source>Active</source>
        <extracomment>The statuses of soldiers who left the campaign&apos;s service: greyed in the soldier list.</extracomment>
        <translation>В строю</translation>
    </message>
    <message>
        <source>Wounded</source>
        <translation>Раненые</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Все</translation>
    </message>
</context>
<context>
    <name>InventoryTexts</name>
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
    <name>InventoryView</name>
    <message>
        <source>&amp;Move to…</source>
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
        <source>&amp;Force (GM override)…</source>
        <translation>&amp;Настоять (решение ведущего)…</translation>
    </message>
    <message>
        <source>&amp;Give to {soldier}</source>
        <translation>Вы&amp;дать: {soldier}</translation>
    </message>
    <message>
        <source>No soldier to show.</source>
        <translation>Нет бойцов для показа.</translation>
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
</context>
<context>
    <name>KitPanel</name>
    <message>
        <source>{slot} ({used} of {capacity})</source>
        <translation>{slot} ({used} из {capacity})</translation>
    </message>
</context>
<context>
    <name>KitReturnDesk</name>
    <message>
        <source>Return all &amp;to the armoury…</source>
        <translation>Ве&amp;рнуть всё в арсенал…</translation>
    </message>
    <message>
        <source>Choose a soldier who is dead, missing in action or retired to return the whole kit to the armoury</source>
        <translation>Выберите погибшего, пропавшего без вести или ушедшего в отставку бойца, чтобы вернуть всё его снаряжение в арсенал</translation>
    </message>
    <message numerus="yes">
        <source>Return all %n items of {soldier} to the armoury in one step (Ctrl+Shift+Del)</source>
        <translation>
            <numerusform>Вернуть в арсенал за один шаг %n предмет бойца {soldier} (Ctrl+Shift+Del)</numerusform>
            <numerusform>Вернуть в арсенал за один шаг все %n предмета бойца {soldier} (Ctrl+Shift+Del)</numerusform>
            <numerusform>Вернуть в арсенал за один шаг все %n предметов бойца {soldier} (Ctrl+Shift+Del)</numerusform>
        </translation>
    </message>
    <message>
        <source>Not offered: {why}</source>
        <translation>Недоступно: {why}</translation>
    </message>
    <message numerus="yes">
        <source>Return all %n items of {soldier} to the armoury? Each is recorded in the audit log; Undo (Ctrl+Z) puts them back where they were.</source>
        <translation>
            <numerusform>Вернуть в арсенал %n предмет бойца {soldier}? Он будет записан в журнал аудита; отмена (Ctrl+Z) вернёт его на прежнее место.</numerusform>
            <numerusform>Вернуть в арсенал все %n предмета бойца {soldier}? Каждый будет записан в журнал аудита; отмена (Ctrl+Z) вернёт их на прежние места.</numerusform>
            <numerusform>Вернуть в арсенал все %n предметов бойца {soldier}? Каждый будет записан в журнал аудита; отмена (Ctrl+Z) вернёт их на прежние места.</numerusform>
        </translation>
    </message>
    <message>
        <source>Return all to the armoury</source>
        <translation>Вернуть всё в арсенал</translation>
    </message>
    <message numerus="yes">
        <source>Return %n items of {soldier} to the armoury</source>
        <translation>
            <numerusform>Вернуть в арсенал %n предмет бойца {soldier}</numerusform>
            <numerusform>Вернуть в арсенал %n предмета бойца {soldier}</numerusform>
            <numerusform>Вернуть в арсенал %n предметов бойца {soldier}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Returned %n items of {soldier} to the armoury</source>
        <translation>
            <numerusform>В арсенал возвращён %n предмет бойца {soldier}</numerusform>
            <numerusform>В арсенал возвращены %n предмета бойца {soldier}</numerusform>
            <numerusform>В арсенал возвращены %n предметов бойца {soldier}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Luck</name>
    <message>
        <source>Initiative tests passed (jumps, climbs, swims): {actual} of {trials}, expected {expected}</source>
        <extracomment>The statistics&apos; messages, by key (``luck_`` and a kind of :data:`~xcom_manager.rules.luck.missions.KINDS`).</extracomment>
        <translation>Пройдено тестов Инициативы (прыжки, подъёмы, заплывы): {actual} из {trials}, ожидалось {expected}</translation>
    </message>
    <message>
        <source>Aqualung tanks that held: {actual} of {trials}, expected {expected}</source>
        <translation>Баллонов акваланга уцелело: {actual} из {trials}, ожидалось {expected}</translation>
    </message>
    <message>
        <source>Shots and attacks that hit: {actual} of {trials}, expected {expected}</source>
        <translation>Выстрелов и атак попало: {actual} из {trials}, ожидалось {expected}</translation>
    </message>
    <message>
        <source>Hits that wounded: {actual} of {trials}, expected {expected}</source>
        <translation>Попаданий ранило: {actual} из {trials}, ожидалось {expected}</translation>
    </message>
    <message>
        <source>Saves made: {actual} of {trials}, expected {expected}</source>
        <translation>Спасбросков удалось: {actual} из {trials}, ожидалось {expected}</translation>
    </message>
    <message>
        <source>Unsaved wounds inflicted: {actual}, expected {expected} ({trials} attacks)</source>
        <translation>Нанесено неотражённых ран: {actual}, ожидалось {expected} (атак: {trials})</translation>
    </message>
    <message>
        <source>Unsaved wounds taken: {actual}, expected {expected} ({trials} attacks and falls)</source>
        <translation>Получено неотражённых ран: {actual}, ожидалось {expected} (атак и падений: {trials})</translation>
    </message>
    <message>
        <source>Damage dealt: {actual}, expected {expected} ({trials} attacks)</source>
        <translation>Нанесено урона: {actual}, ожидалось {expected} (атак: {trials})</translation>
    </message>
    <message>
        <source>Damage taken: {actual}, expected {expected} ({trials} attacks)</source>
        <translation>Получено урона: {actual}, ожидалось {expected} (атак: {trials})</translation>
    </message>
    <message>
        <source>Attacks that killed: {actual} of {trials}, expected {expected}</source>
        <translation>Атак убило: {actual} из {trials}, ожидалось {expected}</translation>
    </message>
    <message>
        <source>luck {percent}% (50% is as the odds go)</source>
        <translation>удача {percent}% (50% — как обещали шансы)</translation>
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
    <message>
        <source>The demo campaign is already open.</source>
        <translation>Демонстрационная кампания уже открыта.</translation>
    </message>
    <message>
        <source>Opened the demo campaign made before (its changes are kept).</source>
        <translation>Открыта созданная ранее демонстрационная кампания (её изменения сохранены).</translation>
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
        <source>Open board &amp;game demo</source>
        <translation>Открыть демо настольной и&amp;гры</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
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
        <source>&amp;About X-COM Campaign Manager</source>
        <translation>&amp;О программе</translation>
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
    <name>MapEditorDialog</name>
    <message>
        <source>Mission Map editor</source>
        <translation>Редактор карты миссии</translation>
    </message>
    <message>
        <source>New &amp;map…</source>
        <translation>Новая &amp;карта…</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>Стена</translation>
    </message>
    <message>
        <source>Blocking</source>
        <translation>Препятствие</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Цель</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Предмет</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>Выход</translation>
    </message>
    <message>
        <source>Hero start</source>
        <translation>Старт героя</translation>
    </message>
    <message>
        <source>Alien start</source>
        <translation>Старт пришельца</translation>
    </message>
    <message>
        <source>Blip</source>
        <translation>Сигнал</translation>
    </message>
    <message>
        <source>Decoy Blip</source>
        <translation>Сигнал-обманка</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>Стереть</translation>
    </message>
    <message>
        <source>{tool} ({key})</source>
        <translation>{tool} ({key})</translation>
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
        <source>The map&apos;s name</source>
        <translation>Название карты</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Название:</translation>
    </message>
    <message>
        <source>A Blip &amp;hides:</source>
        <translation>Под &amp;сигналом:</translation>
    </message>
    <message>
        <source>&amp;Save to my maps</source>
        <translation>Со&amp;хранить в мои карты</translation>
    </message>
    <message>
        <source>New map</source>
        <translation>Новая карта</translation>
    </message>
    <message>
        <source>Click near the edge between two squares to raise or take down its wall; with the keys, Shift+arrow.</source>
        <translation>Щёлкните у края между двумя клетками, чтобы поставить или убрать стену; с клавиатуры — Shift+стрелка.</translation>
    </message>
    <message>
        <source>Wall between {a} and {b}</source>
        <translation>Стена между {a} и {b}</translation>
    </message>
    <message>
        <source>Erase the wall between {a} and {b}</source>
        <translation>Убрать стену между {a} и {b}</translation>
    </message>
    <message>
        <source>Saved with your maps as “{name}”.</source>
        <translation>Сохранено в ваши карты как «{name}».</translation>
    </message>
    <message>
        <source>Drop the changes to this map?</source>
        <translation>Отбросить изменения этой карты?</translation>
    </message>
    <message>
        <source>{tool} on {square}</source>
        <translation>{tool} на {square}</translation>
    </message>
    <message>
        <source>{tool} · cursor on {square}</source>
        <translation>{tool} · курсор на {square}</translation>
    </message>
    <message>
        <source>Paint with {tool}</source>
        <translation>Рисование: {tool}</translation>
    </message>
</context>
<context>
    <name>MapEditorView</name>
    <message>
        <source>Mission Map editor</source>
        <extracomment>How close to an edge (a share of a square&apos;s side) a click is &quot;on the edge&quot;.</extracomment>
        <translation>Редактор карты миссии</translation>
    </message>
    <message>
        <source>%1: start square of Hero %2</source>
        <extracomment>Whether every click is on the nearest edge (the Wall tool), not only one near it.</extracomment>
        <translation>%1: стартовая клетка героя %2</translation>
    </message>
    <message>
        <source>%1: start square of alien %2</source>
        <translation>%1: стартовая клетка пришельца %2</translation>
    </message>
    <message>
        <source>%1: Blip %2, a decoy</source>
        <translation>%1: сигнал %2, обманка</translation>
    </message>
    <message>
        <source>%1: Blip %2, hiding %3</source>
        <translation>%1: сигнал %2, под ним %3</translation>
    </message>
</context>
<context>
    <name>MapErrors</name>
    <message>
        <source>Give the Mission Map a name before saving it.</source>
        <extracomment>The longest id made from a map&apos;s name (a file name, with room for a suffix).</extracomment>
        <translation>Дайте карте миссии название, прежде чем сохранять.</translation>
    </message>
    <message>
        <source>The Mission Map {map} could not be saved: {problem}</source>
        <translation>Не удалось сохранить карту миссии {map}: {problem}</translation>
    </message>
    <message>
        <source>The Mission Map {map} could not be deleted: {problem}</source>
        <translation>Не удалось удалить карту миссии {map}: {problem}</translation>
    </message>
    <message>
        <source>{map} is a ready map of the game: it cannot be deleted.</source>
        <translation>{map} — готовая карта игры, её нельзя удалить.</translation>
    </message>
    <message>
        <source>This catalogue has no folder for the user&apos;s own Mission Maps.</source>
        <translation>У этого каталога нет папки для собственных карт миссий.</translation>
    </message>
</context>
<context>
    <name>MarkDeadDialog</name>
    <message>
        <source>Mark dead</source>
        <translation>Отметить погибшим</translation>
    </message>
    <message>
        <source>Mark {soldier} killed in action? They stay in the Memorial.</source>
        <translation>Отметить бойца {soldier} погибшим в бою? Он останется в Мемориале.</translation>
    </message>
    <message>
        <source>&amp;Mark dead</source>
        <translation>Отметить &amp;погибшим</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(нет)</translation>
    </message>
    <message>
        <source>The mission the soldier died on, if any</source>
        <translation>Миссия, на которой погиб боец, если была</translation>
    </message>
    <message>
        <source>e.g. shot by a sectoid at the farmhouse</source>
        <translation>напр. застрелен сектоидом у фермы</translation>
    </message>
    <message>
        <source>M&amp;ission:</source>
        <translation>&amp;Миссия:</translation>
    </message>
    <message>
        <source>Ca&amp;use:</source>
        <translation>Прич&amp;ина:</translation>
    </message>
</context>
<context>
    <name>MissionCommands</name>
    <message>
        <source>undo {what}</source>
        <translation>отменить «{what}»</translation>
    </message>
    <message>
        <source>redo {what}</source>
        <translation>повторить «{what}»</translation>
    </message>
</context>
<context>
    <name>MissionErrors</name>
    <message>
        <source>Cannot start the mission: {problems}</source>
        <extracomment>The mission service&apos;s messages, by key.</extracomment>
        <translation>Нельзя начать миссию: {problems}</translation>
    </message>
    <message>
        <source>the mission needs a name</source>
        <translation>у миссии должно быть название</translation>
    </message>
    <message>
        <source>the name must be at most {limit} characters long</source>
        <translation>название не длиннее {limit} символов</translation>
    </message>
    <message>
        <source>pick at least one soldier for the squad</source>
        <translation>выберите в отряд хотя бы одного бойца</translation>
    </message>
    <message>
        <source>a soldier is picked twice</source>
        <translation>боец выбран дважды</translation>
    </message>
    <message>
        <source>there is no soldier #{soldier_id} in this campaign</source>
        <translation>в этой кампании нет бойца №{soldier_id}</translation>
    </message>
    <message>
        <source>{soldier} is not on active duty: only active soldiers go on a mission</source>
        <translation>{soldier} не в строю: на миссию идут только бойцы в строю</translation>
    </message>
    <message>
        <source>{soldier} is already on the mission {mission}</source>
        <translation>{soldier} уже на миссии {mission}</translation>
    </message>
    <message>
        <source>The mission {mission} is finished and debriefed; only notes can be added.</source>
        <translation>Миссия {mission} завершена, итоги подведены; можно добавлять только заметки.</translation>
    </message>
    <message>
        <source>The mission {mission} has been debriefed already.</source>
        <translation>Итоги миссии {mission} уже подведены.</translation>
    </message>
    <message>
        <source>The mission {mission} was changed by someone else since you opened it; look again before you go on.</source>
        <translation>Миссию {mission} изменил кто-то другой, пока она была открыта у вас; посмотрите на неё ещё раз, прежде чем продолжать.</translation>
    </message>
    <message>
        <source>Another GM recorded a step of the mission {mission} at the same time; nothing was changed, look again and retry.</source>
        <translation>Другой ведущий записал шаг миссии {mission} в то же время; ничего не изменено, посмотрите ещё раз и повторите.</translation>
    </message>
    <message>
        <source>A mission of the {system} rules is not played on a Mission Map.</source>
        <translation>Миссия по правилам {system} проходит без карты миссии.</translation>
    </message>
    <message>
        <source>This needs {needed} dice values (at most): {problem}</source>
        <translation>Нужно значений кубиков (не больше): {needed}. {problem}</translation>
    </message>
    <message>
        <source>Typed dice values must be whole numbers.</source>
        <translation>Введённые значения кубиков должны быть целыми числами.</translation>
    </message>
    <message>
        <source>The command cannot be given: {problem}</source>
        <translation>Эту команду нельзя отдать: {problem}</translation>
    </message>
    <message>
        <source>The log of mission #{mission_id} is damaged: {problem}</source>
        <translation>Журнал миссии №{mission_id} повреждён: {problem}</translation>
    </message>
    <message>
        <source>Mission #{mission_id}&apos;s log is damaged at event {seq}: {problem}</source>
        <translation>Журнал миссии №{mission_id} повреждён на событии {seq}: {problem}</translation>
    </message>
    <message>
        <source>not replayed: the file of its ruleset &apos;{ruleset_id}&apos; is missing</source>
        <translation>не воспроизводится: файл её набора правил «{ruleset_id}» отсутствует</translation>
    </message>
    <message>
        <source>Item #{item_id} of the mission no longer exists.</source>
        <translation>Предмета №{item_id} этой миссии больше нет.</translation>
    </message>
    <message>
        <source>{item} (item #{item_id}) was moved outside the mission since it started; put it back or undo that move first.</source>
        <translation>{item} (предмет №{item_id}) перемещён вне миссии после её начала; верните его на место или сначала отмените это перемещение.</translation>
    </message>
</context>
<context>
    <name>MissionLabels</name>
    <message>
        <source>Blip {number}</source>
        <extracomment>The label of the ``{number}``-th Blip token (B-SETUP), as the board game&apos;s setup writes it.</extracomment>
        <translation>Сигнал {number}</translation>
    </message>
</context>
<context>
    <name>MissionListModel</name>
    <message>
        <source>Mission</source>
        <translation>Миссия</translation>
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
        <source>Log damaged</source>
        <translation>Журнал повреждён</translation>
    </message>
    <message>
        <source>Ended in round {turn}</source>
        <translation>Завершена в раунде {turn}</translation>
    </message>
    <message>
        <source>Ended in turn {turn}</source>
        <translation>Завершена на ходу {turn}</translation>
    </message>
</context>
<context>
    <name>MissionLog</name>
    <message>
        <source>Deployed despite the warnings before the mission ({count}): {reason}</source>
        <translation>Отряд отправлен, несмотря на предупреждения перед миссией ({count}): {reason}</translation>
    </message>
    <message>
        <source>Event of type {type}.</source>
        <translation>Событие типа {type}.</translation>
    </message>
    <message>
        <source>Note: {text}</source>
        <translation>Заметка: {text}</translation>
    </message>
    <message>
        <source>Undo of step {target}.</source>
        <translation>Отмена шага {target}.</translation>
    </message>
    <message>
        <source>Redo of step {target} (its undo, step {undo}, is undone).</source>
        <translation>Повтор шага {target} (его отмена, шаг {undo}, отменена).</translation>
    </message>
    <message>
        <source>moves</source>
        <translation>двигается</translation>
    </message>
    <message>
        <source>runs</source>
        <translation>бежит</translation>
    </message>
    <message>
        <source>shoots</source>
        <translation>стреляет</translation>
    </message>
    <message>
        <source>assaults</source>
        <translation>атакует в рукопашной</translation>
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
        <source>halfway along the move</source>
        <translation>с середины пути</translation>
    </message>
    <message>
        <source>the highest point of the climb</source>
        <translation>с высшей точки подъёма</translation>
    </message>
    <message>
        <source>the declared point</source>
        <translation>с объявленной точки</translation>
    </message>
    <message>
        <source>where it stopped</source>
        <translation>места, где он остановился</translation>
    </message>
    <message>
        <source>is damaged</source>
        <translation>повреждён</translation>
    </message>
    <message>
        <source>holds</source>
        <translation>цел</translation>
    </message>
    <message>
        <source>bled out</source>
        <translation>истёк кровью</translation>
    </message>
    <message>
        <source>suffocated: the aqualung tank was damaged</source>
        <translation>задохнулся: баллон акваланга был повреждён</translation>
    </message>
    <message>
        <source>killed</source>
        <translation>убит</translation>
    </message>
    <message>
        <source>evacuated</source>
        <translation>эвакуирован</translation>
    </message>
    <message>
        <source>missing in action</source>
        <translation>пропал без вести</translation>
    </message>
    <message>
        <source>Turn {turn}, {side_name}: {phase_name}.</source>
        <translation>Ход {turn}, {side_name}: {phase_name}.</translation>
    </message>
    <message>
        <source>{character} dies at the start of turn {turn}: {death}.</source>
        <translation>{character} погибает в начале хода {turn}: {death}.</translation>
    </message>
    <message>
        <source>{character} is killed (turn {turn}).</source>
        <translation>{character} убит (ход {turn}).</translation>
    </message>
    <message>
        <source>{character} is killed by {killer} (turn {turn}).</source>
        <translation>{character} убит (ход {turn}), убийца: {killer}.</translation>
    </message>
    <message>
        <source>{character} was {cause}: cannot act until the end of this phase.</source>
        <translation>{character}: {cause}, не может действовать до конца этой фазы.</translation>
    </message>
    <message>
        <source>{character} had no chance to act at the start of the phase: cannot act until the end of this phase.</source>
        <translation>{character} не мог действовать в начале фазы: не может действовать до конца этой фазы.</translation>
    </message>
    <message>
        <source>{character} {act}.</source>
        <translation>{character} {act}.</translation>
    </message>
    <message>
        <source>{character}: {move_name}, Initiative test {roll} against {initiative}: {result} (M-TEST-1).</source>
        <translation>{character}: {move_name}, тест Инициативы {roll} против {initiative}: {result} (M-TEST-1).</translation>
    </message>
    <message>
        <source>Falls {inches}&quot; from {fall_point}: hit {hit}, no cover save.</source>
        <translation>Падает на {inches}&quot; {fall_point}: попадание {hit}, без спасброска за укрытие.</translation>
    </message>
    <message>
        <source>Falls {inches}&quot; from {fall_point}: hit {hit} on the side armour, no cover save.</source>
        <translation>Падает на {inches}&quot; {fall_point}: попадание {hit} в бортовую броню, без спасброска за укрытие.</translation>
    </message>
    <message>
        <source>Falls {inches}&quot; from {fall_point}: no hit.</source>
        <translation>Падает на {inches}&quot; {fall_point}: без попадания.</translation>
    </message>
    <message>
        <source>Scatters {distance}&quot; on a bearing of {bearing}° (W-WATER-3).</source>
        <translation>Сносит на {distance}&quot; по азимуту {bearing}° (W-WATER-3).</translation>
    </message>
    <message>
        <source>Aqualung test {roll}: the tank {tank}.</source>
        <translation>Проверка акваланга {roll}: баллон {tank}.</translation>
    </message>
    <message>
        <source>It cannot move any further this phase.</source>
        <translation>В этой фазе двигаться дальше нельзя.</translation>
    </message>
    <message>
        <source>If it ends its move with nothing solid under it, it slips and falls on (W-JUMP-10).</source>
        <translation>Если в конце движения под ним нет твёрдой опоры, он соскальзывает и падает дальше (W-JUMP-10).</translation>
    </message>
    <message>
        <source>{giver} passes {item} to {receiver} ({slot} {position}).</source>
        <translation>{giver} передаёт {item}: {receiver} ({slot} {position}).</translation>
    </message>
    <message>
        <source>{character} takes unsaved wounds: {wounds}; wounds left: {left}.</source>
        <translation>{character} получает неотражённые раны: {wounds}; осталось ран: {left}.</translation>
    </message>
    <message>
        <source>Down: bleeds out at the start of turn {turn} unless stabilised.</source>
        <translation>Выведен из строя: истечёт кровью в начале хода {turn}, если его не стабилизируют.</translation>
    </message>
    <message>
        <source>Suffocates at the start of turn {turn} unless the tank is fixed.</source>
        <translation>Задохнётся в начале хода {turn}, если баллон не заменят.</translation>
    </message>
    <message>
        <source>{medic} stabilises {patient}: the bleeding stops.</source>
        <translation>{medic} стабилизирует: {patient}, кровотечение остановлено.</translation>
    </message>
    <message>
        <source>{medic} stabilises {patient} under water: 5 more turns, bleeds out at the start of turn {turn}.</source>
        <translation>{medic} стабилизирует под водой: {patient}, ещё 5 ходов, истечёт кровью в начале хода {turn}.</translation>
    </message>
    <message>
        <source>{character} puts on a spare aqualung tank.</source>
        <translation>{character} надевает запасной баллон акваланга.</translation>
    </message>
    <message>
        <source>{character} reaches air: the aqualung timer stops.</source>
        <translation>{character} добирается до воздуха: таймер акваланга остановлен.</translation>
    </message>
    <message>
        <source>{character} leaves the air.</source>
        <translation>{character} покидает воздух.</translation>
    </message>
    <message>
        <source>Damaged tank: suffocates at the start of turn {turn}.</source>
        <translation>Баллон повреждён: задохнётся в начале хода {turn}.</translation>
    </message>
    <message>
        <source>{character} is {withdrawal}.</source>
        <translation>{character}: {withdrawal}.</translation>
    </message>
    <message>
        <source>The mission ends.</source>
        <translation>Миссия завершена.</translation>
    </message>
    <message>
        <source>{text}</source>
        <translation>{text}</translation>
    </message>
    <message>
        <source>Swim-climb</source>
        <translation>Подъём вплавь</translation>
    </message>
    <message>
        <source>{attacker} shoots at {target} with {weapon} ({weapon_type}, {hit}): {shots} shot(s), {to_hit}+ to hit, rolled {rolls}: {hits} hit(s).</source>
        <translation>{attacker} стреляет по цели {target} из оружия «{weapon}» ({weapon_type}, {hit}): выстрелов — {shots}, попадание на {to_hit}+, выпало {rolls}: попаданий — {hits}.</translation>
    </message>
    <message>
        <source>{attacker} fights {target} in close combat with {weapon} ({hit}): {shots} attack(s), {to_hit}+ to hit, rolled {rolls}: {hits} hit(s).</source>
        <translation>{attacker} бьётся с целью {target} в рукопашной, оружие «{weapon}» ({hit}): атак — {shots}, попадание на {to_hit}+, выпало {rolls}: попаданий — {hits}.</translation>
    </message>
    <message>
        <source>{attacker} fights {target} in close combat with bare hands ({hit}): {shots} attack(s), {to_hit}+ to hit, rolled {rolls}: {hits} hit(s).</source>
        <translation>{attacker} бьётся с целью {target} в рукопашной голыми руками ({hit}): атак — {shots}, попадание на {to_hit}+, выпало {rolls}: попаданий — {hits}.</translation>
    </message>
    <message>
        <source>To wound {to_wound}+, rolled {rolls}: {wounds} wound(s).</source>
        <translation>Ранение на {to_wound}+, выпало {rolls}: ранений — {wounds}.</translation>
    </message>
    <message>
        <source>Strength {strength} against Toughness {toughness}: no effect.</source>
        <translation>Сила {strength} против Стойкости {toughness}: без эффекта.</translation>
    </message>
    <message>
        <source>{save_kind} save {needed}+: rolled {value}, {verdict}.</source>
        <translation>Спасбросок ({save_kind}) {needed}+: выпало {value}, {verdict}.</translation>
    </message>
    <message>
        <source>No save against these wounds.</source>
        <translation>От этих ранений спасброска нет.</translation>
    </message>
    <message>
        <source>Unsaved wounds: {unsaved}.</source>
        <translation>Неотражённых ран: {unsaved}.</translation>
    </message>
    <message>
        <source>Strength {strength} is at least double the Toughness: {target} is killed outright (M-HIT-1).</source>
        <translation>Сила {strength} не меньше удвоенной Стойкости: {target} — мгновенная смерть (M-HIT-1).</translation>
    </message>
    <message>
        <source>Against the {facing} armour {armour}: d6 + {strength} rolled {rolls}: {penetrating} penetrating, {glancing} glancing hit(s); the GM applies them.</source>
        <translation>Против брони ({facing}) {armour}: d6 + {strength}, выпало {rolls}: пробивающих — {penetrating}, скользящих — {glancing}; их применяет ведущий.</translation>
    </message>
    <message>
        <source>{weapon}: {charges} charge(s) left.</source>
        <translation>{weapon}: осталось зарядов — {charges}.</translation>
    </message>
    <message>
        <source>Sinks {inches}&quot; from {fall_point} to the bottom: no hit under water (R-25, R-26).</source>
        <translation>Опускается на дно на {inches}&quot; от точки: {fall_point}; под водой удара нет (R-25, R-26).</translation>
    </message>
    <message>
        <source>Ends the move at the declared point in open water: no fall, no hit, no further movement (R-26).</source>
        <translation>Заканчивает движение в объявленной точке в открытой воде: без падения, без удара, дальше двигаться нельзя (R-26).</translation>
    </message>
    <message>
        <source>{character} stands over nothing and slips: falls {fall}&quot; on from where it stopped (W-JUMP-10, R-27).</source>
        <translation>{character} стоит над пустотой и срывается: падает ещё на {fall}&quot; от места, где остановился (W-JUMP-10, R-27).</translation>
    </message>
    <message>
        <source>Round {round} · {board_phase}</source>
        <translation>Раунд {round} · {board_phase}</translation>
    </message>
    <message>
        <source>Round {round} · {board_phase} · {model}&apos;s Turn</source>
        <translation>Раунд {round} · {board_phase} · ход: {model}</translation>
    </message>
    <message>
        <source>round {round}, {board_phase}</source>
        <translation>раунд {round}, {board_phase}</translation>
    </message>
    <message>
        <source>{model} is activated.</source>
        <translation>{model} активируется.</translation>
    </message>
    <message>
        <source>Interruption (Mutation cards discarded: {discarded}): the Overmind activates {model}; its next activation is used up.</source>
        <translation>Вмешательство (сброшено карт мутации: {discarded}): Сверхразум активирует {model}; следующая активация этой модели израсходована.</translation>
    </message>
    <message>
        <source>{model}&apos;s unused {board_token} Overwatch token is discarded.</source>
        <translation>{model}: неиспользованный {board_token} жетон дозора сбрасывается.</translation>
    </message>
    <message>
        <source>{model}&apos;s Turn ends.</source>
        <translation>{model}: ход завершён.</translation>
    </message>
    <message>
        <source>Round {round}: the {board_phase} begins.</source>
        <translation>Раунд {round}: начинается {board_phase}.</translation>
    </message>
    <message>
        <source>Mutation cards drawn by the Overmind: {drawn}.</source>
        <translation>Сверхразум берёт карт мутации: {drawn}.</translation>
    </message>
    <message>
        <source>{model}: {board_action} from {start} to {square} (steps: {steps}).</source>
        <translation>{model}: {board_action} с {start} на {square} (шагов: {steps}).</translation>
    </message>
    <message>
        <source>{model} stops on {square}: {watcher} is in Overwatch.</source>
        <translation>{model} останавливается на {square}: {watcher} в дозоре.</translation>
    </message>
    <message>
        <source>{model} stops on {square}, where a Hero sees it.</source>
        <translation>{model} останавливается на {square}, где его видит Герой.</translation>
    </message>
    <message>
        <source>{model} attacks {target}: {board_kind} at {board_range}; Combat dice: {attack_value} against {defence_value}.</source>
        <translation>{model} атакует {target}: {board_kind}, {board_range}; боевые кубики: {attack_value} против {defence_value}.</translation>
    </message>
    <message>
        <source>{model} takes the Overwatch shot at {target} ({board_range}); Combat dice: {attack_value} against {defence_value}.</source>
        <translation>{model} стреляет из дозора по цели {target} ({board_range}); боевых кубиков: {attack_value} против {defence_value}.</translation>
    </message>
    <message>
        <source>Attack: {attack_faces}. Defence: {defence_faces}.</source>
        <translation>Атака: {attack_faces}. Защита: {defence_faces}.</translation>
    </message>
    <message>
        <source>Attack: {attack_faces}. No defence (psychic).</source>
        <translation>Атака: {attack_faces}. Без защиты (пси-атака).</translation>
    </message>
    <message>
        <source>Hits: {hits}, critical hits: {criticals}, shields: {shields}; damage: {damage}, Health left: {health}.</source>
        <translation>Попаданий: {hits}, критических попаданий: {criticals}, щитов: {shields}; урон: {damage}, осталось здоровья: {health}.</translation>
    </message>
    <message>
        <source>{model} attacks the object on {square}: {board_kind} at {board_range}; Combat dice: {attack_value}. Attack: {attack_faces}.</source>
        <translation>{model} атакует объект на клетке {square}: {board_kind}, {board_range}; боевых кубиков: {attack_value}. Атака: {attack_faces}.</translation>
    </message>
    <message>
        <source>Damage: {damage} (a critical hit counts double): the object is destroyed.</source>
        <translation>Урон: {damage} (критическое попадание считается двойным): объект уничтожен.</translation>
    </message>
    <message>
        <source>Damage: {damage} (a critical hit counts double): the object stands.</source>
        <translation>Урон: {damage} (критическое попадание считается двойным): объект цел.</translation>
    </message>
    <message>
        <source>{target} is killed and removed.</source>
        <translation>{target} погибает и снимается с карты.</translation>
    </message>
    <message>
        <source>{model} gains 1 Experience Point.</source>
        <translation>{model} получает 1 очко опыта.</translation>
    </message>
    <message>
        <source>{model} goes into Overwatch: {board_token} token.</source>
        <translation>{model} встаёт в дозор: {board_token} жетон.</translation>
    </message>
    <message>
        <source>{watcher} holds its Overwatch; {model} stays where it stopped.</source>
        <translation>{watcher} не стреляет из дозора; {model} остаётся там, где остановился.</translation>
    </message>
    <message>
        <source>{model} interacts with {board_what} on {square}.</source>
        <translation>{model} взаимодействует с объектом на {square}: {board_what}.</translation>
    </message>
    <message>
        <source>{model} leaves the map by the exit on {square}.</source>
        <translation>{model} покидает карту через выход на {square}.</translation>
    </message>
    <message>
        <source>{model} is flipped ({board_reason}): a {species}.</source>
        <translation>{model} вскрыт ({board_reason}): это {species}.</translation>
    </message>
    <message>
        <source>{model} is flipped, seen by {by}: a {species}.</source>
        <translation>{model} вскрыт, его заметил {by}: это {species}.</translation>
    </message>
    <message>
        <source>{model} is flipped ({board_reason}): a decoy, removed.</source>
        <translation>{model} вскрыт ({board_reason}): это ложный маркер, он снимается с карты.</translation>
    </message>
    <message>
        <source>Mutation cards: the Overmind discards {discarded} and draws {drawn}; in hand: {hand}.</source>
        <translation>Карты мутации: Сверхразум сбрасывает {discarded} и берёт {drawn}; в руке: {hand}.</translation>
    </message>
    <message>
        <source>The mission ends in round {round}.</source>
        <translation>Миссия заканчивается в раунде {round}.</translation>
    </message>
    <message>
        <source>{board_action}</source>
        <translation>{board_action}</translation>
    </message>
    <message>
        <source>its Turn</source>
        <translation>ходит</translation>
    </message>
    <message>
        <source>activated</source>
        <translation>активирован</translation>
    </message>
    <message>
        <source>Overwatch: {board_token}</source>
        <translation>Дозор: {board_token}</translation>
    </message>
    <message>
        <source>Blip (face down)</source>
        <translation>Маркер (рубашкой вверх)</translation>
    </message>
    <message>
        <source>next activation used up (Interruption)</source>
        <translation>следующая активация израсходована (вмешательство)</translation>
    </message>
    <message>
        <source>{watcher} may shoot {model} from Overwatch: take or hold the shot.</source>
        <translation>{watcher} может выстрелить из дозора по {model}: сделайте выстрел или откажитесь от него.</translation>
    </message>
    <message>
        <source>Still to activate: {names}.</source>
        <translation>Ещё не активированы: {names}.</translation>
    </message>
    <message>
        <source>{model} may now perform its Alien Behaviour Action.</source>
        <translation>{model} теперь может выполнить действие поведения пришельца.</translation>
    </message>
    <message>
        <source>The Overmind may still interrupt (Mutation cards in hand: {cards}).</source>
        <translation>Сверхразум ещё может вмешаться (карт мутации в руке: {cards}).</translation>
    </message>
</context>
<context>
    <name>MissionMapView</name>
    <message>
        <source>Mission Map</source>
        <extracomment>The zoom limits, as multiples of the scale that fits the whole map in the window. One step of the +/- keys or of one notch of the mouse wheel. The arrow keys&apos; panning, in squares.</extracomment>
        <translation>Карта миссии</translation>
    </message>
    <message>
        <source>%1: obstacle. No model enters it; it blocks Line of Sight.</source>
        <extracomment>Whether the map follows the window&apos;s size (until the GM zooms).</extracomment>
        <translation>%1: препятствие. Модели не могут на него встать; оно закрывает линию видимости.</translation>
    </message>
    <message>
        <source>%1: objective</source>
        <translation>%1: цель</translation>
    </message>
    <message>
        <source>%1: item (an INTERACT picks it up)</source>
        <translation>%1: предмет (ВЗАИМОДЕЙСТВИЕ подбирает его)</translation>
    </message>
    <message>
        <source>%1: exit (a Hero standing here may leave the map)</source>
        <translation>%1: выход (стоящий здесь Герой может покинуть карту)</translation>
    </message>
    <message>
        <source>Wall between %1 and %2</source>
        <translation>Стена между %1 и %2</translation>
    </message>
    <message>
        <source>Face-down Blip</source>
        <translation>Маркер рубашкой вверх</translation>
    </message>
    <message>
        <source>Health: %1/%2</source>
        <translation>Здоровье: %1/%2</translation>
    </message>
    <message>
        <source>Overwatch: full (red)</source>
        <translation>Дозор: полный (красный)</translation>
    </message>
    <message>
        <source>Overwatch: weak (blue)</source>
        <translation>Дозор: слабый (синий)</translation>
    </message>
    <message>
        <source>Its Turn</source>
        <translation>Сейчас его ход</translation>
    </message>
    <message>
        <source>%1 may take an Overwatch shot at %2</source>
        <translation>%1 может выстрелить из дозора по %2</translation>
    </message>
</context>
<context>
    <name>MissionOdds</name>
    <message>
        <source>passes</source>
        <translation>успех</translation>
    </message>
    <message>
        <source>fails</source>
        <translation>провал</translation>
    </message>
    <message>
        <source>wounded by the fall</source>
        <translation>ранен при падении</translation>
    </message>
    <message>
        <source>penetrating hit</source>
        <translation>пробивающее попадание</translation>
    </message>
    <message>
        <source>glancing hit</source>
        <translation>скользящее попадание</translation>
    </message>
    <message>
        <source>tank damaged</source>
        <translation>баллон повреждён</translation>
    </message>
    <message>
        <source>tank holds</source>
        <translation>баллон цел</translation>
    </message>
    <message>
        <source>goes down</source>
        <translation>выведен из строя</translation>
    </message>
    <message>
        <source>{count} × {outcome}</source>
        <translation>{count} × {outcome}</translation>
    </message>
    <message>
        <source>{outcome} {percent}</source>
        <translation>{outcome} {percent}</translation>
    </message>
    <message>
        <source>{outcome}: {fraction} exactly</source>
        <translation>{outcome}: ровно {fraction}</translation>
    </message>
    <message>
        <source>unsaved wounds</source>
        <translation>неотражённых ран</translation>
    </message>
    <message>
        <source>killed outright</source>
        <translation>мгновенная смерть</translation>
    </message>
    <message>
        <source>sinks</source>
        <translation>тонет</translation>
    </message>
    <message>
        <source>damage</source>
        <translation>урон</translation>
    </message>
    <message>
        <source>killed</source>
        <translation>убит</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>уничтожен</translation>
    </message>
    <message>
        <source>stands</source>
        <translation>цел</translation>
    </message>
</context>
<context>
    <name>MissionPosition</name>
    <message>
        <source>xcom</source>
        <translation>X-COM</translation>
    </message>
    <message>
        <source>aliens</source>
        <translation>пришельцы</translation>
    </message>
    <message>
        <source>movement</source>
        <translation>движения</translation>
    </message>
    <message>
        <source>shooting</source>
        <translation>стрельбы</translation>
    </message>
    <message>
        <source>assault</source>
        <translation>рукопашной</translation>
    </message>
</context>
<context>
    <name>MissionRefusals</name>
    <message>
        <source>The mission has changed</source>
        <translation>Миссия изменилась</translation>
    </message>
</context>
<context>
    <name>MissionTexts</name>
    <message>
        <source>X-COM</source>
        <extracomment>The sides, as the tracker words them.</extracomment>
        <translation>X-COM</translation>
    </message>
    <message>
        <source>Aliens</source>
        <translation>Пришельцы</translation>
    </message>
    <message>
        <source>Movement phase</source>
        <translation>Фаза движения</translation>
    </message>
    <message>
        <source>Shooting phase</source>
        <translation>Фаза стрельбы</translation>
    </message>
    <message>
        <source>Assault phase</source>
        <translation>Фаза рукопашной</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>Среда</translation>
    </message>
    <message>
        <source>Ground</source>
        <translation>Суша</translation>
    </message>
    <message>
        <source>Underwater</source>
        <translation>Под водой</translation>
    </message>
    <message>
        <source>Turn {turn} · {side_name} · {phase_name}</source>
        <extracomment>The log lines, timers and reminders of a wargame mission, by message key.</extracomment>
        <translation>Ход {turn} · {side_name} · {phase_name}</translation>
    </message>
    <message>
        <source>turn {turn}, {side_key} {phase_key} phase</source>
        <translation>ход {turn}, {side_key}, фаза {phase_key}</translation>
    </message>
    <message>
        <source>Heroes</source>
        <translation>Герои</translation>
    </message>
    <message>
        <source>Active</source>
        <extracomment>A character&apos;s, a model&apos;s or a soldier&apos;s status, as the tracker and the roster word it.</extracomment>
        <translation>В строю</translation>
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
        <source>Missing</source>
        <translation>Пропал без вести</translation>
    </message>
    <message>
        <source>Evacuated</source>
        <translation>Эвакуирован</translation>
    </message>
    <message>
        <source>Removed (decoy)</source>
        <translation>Снят (ложный маркер)</translation>
    </message>
    <message>
        <source>Left the map</source>
        <translation>Покинул карту</translation>
    </message>
    <message>
        <source>Wounded</source>
        <translation>Ранен</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Идёт</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Завершена</translation>
    </message>
    <message>
        <source>Refused.</source>
        <translation>Отказано.</translation>
    </message>
    <message>
        <source>Mission Map</source>
        <translation>Карта миссии</translation>
    </message>
</context>
<context>
    <name>MissionTimers</name>
    <message>
        <source>{character}: down and bleeding out: dies at the start of turn {turn} unless stabilised (R-8)</source>
        <translation>{character}: выведен из строя и истекает кровью: погибнет в начале хода {turn}, если его не стабилизируют (R-8)</translation>
    </message>
    <message>
        <source>stabilised under water once already (W-WATER-2, R-17)</source>
        <translation>уже стабилизирован под водой один раз (W-WATER-2, R-17)</translation>
    </message>
    <message>
        <source>{character}: aqualung tank damaged: dies at the start of turn {turn} unless the tank is changed or the character reaches air (W-WATER-4, R-9)</source>
        <translation>{character}: баллон акваланга повреждён: погибнет в начале хода {turn}, если баллон не заменят или персонаж не доберётся до воздуха (W-WATER-4, R-9)</translation>
    </message>
    <message>
        <source>expires next turn</source>
        <translation>истекает в следующем ходу</translation>
    </message>
    <message>
        <source>{character} died at the start of turn {turn}: {death} ({rules})</source>
        <translation>{character} погиб в начале хода {turn}: {death} ({rules})</translation>
    </message>
    <message>
        <source>bleeds out at the start of turn {turn} (turns left: {left})</source>
        <translation>истечёт кровью в начале хода {turn} (осталось ходов: {left})</translation>
    </message>
    <message>
        <source>aqualung tank damaged: suffocates at the start of turn {turn} (turns left: {left})</source>
        <translation>баллон акваланга повреждён: задохнётся в начале хода {turn} (осталось ходов: {left})</translation>
    </message>
    <message>
        <source>cannot act until the end of this phase: {cause} (W-ACT-1)</source>
        <translation>не может действовать до конца этой фазы: {cause} (W-ACT-1)</translation>
    </message>
    <message>
        <source>{actions}</source>
        <translation>{actions}</translation>
    </message>
    <message>
        <source>aqualung tank damaged: timer stopped in air (R-16)</source>
        <translation>баллон акваланга повреждён: на воздухе таймер остановлен (R-16)</translation>
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
        <translation>Следующая фа&amp;за</translation>
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
        <translation>Отмена шага: {step}</translation>
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
    <name>Nationality</name>
    <message>
        <source>American</source>
        <translation>американец</translation>
    </message>
    <message>
        <source>British</source>
        <translation>британец</translation>
    </message>
    <message>
        <source>Russian</source>
        <translation>россиянин</translation>
    </message>
    <message>
        <source>German</source>
        <translation>немец</translation>
    </message>
    <message>
        <source>French</source>
        <translation>француз</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>японец</translation>
    </message>
    <message>
        <source>Nigerian</source>
        <translation>нигериец</translation>
    </message>
    <message>
        <source>Brazilian</source>
        <translation>бразилец</translation>
    </message>
    <message>
        <source>Indian</source>
        <translation>индиец</translation>
    </message>
    <message>
        <source>Chinese</source>
        <translation>китаец</translation>
    </message>
    <message>
        <source>Mexican</source>
        <translation>мексиканец</translation>
    </message>
    <message>
        <source>Polish</source>
        <translation>поляк</translation>
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
    <name>NewMapDialog</name>
    <message>
        <source>New Mission Map</source>
        <extracomment>The tools a drag paints with (the others act on a click).</extracomment>
        <translation>Новая карта миссии</translation>
    </message>
    <message>
        <source>&amp;Width (squares):</source>
        <translation>&amp;Ширина (клеток):</translation>
    </message>
    <message>
        <source>&amp;Height (squares):</source>
        <translation>&amp;Высота (клеток):</translation>
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
        <source>Why the squad deploys all the same</source>
        <extracomment>Why the GM deploys despite the plan&apos;s warnings (MIS-12; empty: there were none). The squad check before deployment (MIS-12): the plan&apos;s warnings.</extracomment>
        <translation>Почему отряд всё же отправляется</translation>
    </message>
    <message>
        <source>Deploy anyway &amp;because:</source>
        <translation>Отправить всё равно, по&amp;тому что:</translation>
    </message>
    <message>
        <source>Plan a mission</source>
        <translation>Планирование миссии</translation>
    </message>
    <message>
        <source>Operation name</source>
        <extracomment>The Mission Map edited for this mission (JSON data), if the GM edited one.</extracomment>
        <translation>Название операции</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>На&amp;звание:</translation>
    </message>
    <message>
        <source>{option}:</source>
        <translation>{option}:</translation>
    </message>
    <message>
        <source>&amp;Edit map…</source>
        <translation>&amp;Изменить карту…</translation>
    </message>
    <message>
        <source>Change the chosen map for this mission, or draw a new one</source>
        <translation>Изменить выбранную карту для этой миссии или нарисовать новую</translation>
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
        <translation>Ни&amp;кого</translation>
    </message>
    <message>
        <source>S&amp;quad (active soldiers)</source>
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
        <source>Before this squad deploys (MIS-12):</source>
        <translation>Перед отправкой этого отряда (MIS-12):</translation>
    </message>
    <message>
        <source>&amp;Deploy anyway</source>
        <translation>Отпр&amp;авить всё равно</translation>
    </message>
    <message>
        <source>{soldier} (on “{mission}”)</source>
        <translation>{soldier} (на миссии «{mission}»)</translation>
    </message>
    <message>
        <source>ROS-1: {name} is on the mission “{mission}” in progress.</source>
        <translation>ROS-1: {name} сейчас на миссии «{mission}».</translation>
    </message>
    <message>
        <source>This mission is played on the edited map “{name}”.</source>
        <translation>Миссия пройдёт на изменённой карте «{name}».</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>без названия</translation>
    </message>
    <message>
        <source>Give the mission a name.</source>
        <translation>Дайте миссии название.</translation>
    </message>
    <message>
        <source>Tick at least one soldier.</source>
        <translation>Отметьте хотя бы одного бойца.</translation>
    </message>
    <message numerus="yes">
        <source>%n soldier(s)</source>
        <translation>
            <numerusform>%n боец</numerusform>
            <numerusform>%n бойца</numerusform>
            <numerusform>%n бойцов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{soldiers} against %n alien(s).</source>
        <translation>
            <numerusform>{soldiers} против %n пришельца.</numerusform>
            <numerusform>{soldiers} против %n пришельцев.</numerusform>
            <numerusform>{soldiers} против %n пришельцев.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayableMapView</name>
    <message>
        <source>%1 was revealed (M-CX-6)</source>
        <extracomment>The panel&apos;s actions that go to a square (with a path) and those that pick a target. One step of the + and - keys (as the view&apos;s own).</extracomment>
        <translation>%1: маркер вскрыт (M-CX-6)</translation>
    </message>
    <message>
        <source>kill %1</source>
        <translation>убить %1</translation>
    </message>
    <message>
        <source>hit %1</source>
        <translation>ранить %1</translation>
    </message>
    <message>
        <source>%1: not allowed now
%2</source>
        <translation>%1: сейчас нельзя
%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 sees %2</source>
        <translation>%1 видит %2</translation>
    </message>
    <message>
        <source>wall %1–%2</source>
        <translation>стена %1–%2</translation>
    </message>
    <message>
        <source>obstacle %1</source>
        <translation>препятствие %1</translation>
    </message>
    <message>
        <source>%1 does not see %2 (R-21)</source>
        <translation>%1 не видит %2 (R-21)</translation>
    </message>
    <message>
        <source>: in the way %1</source>
        <translation>: мешает %1</translation>
    </message>
    <message>
        <source>steps: %1</source>
        <translation>шагов: %1</translation>
    </message>
    <message>
        <source>an Overwatch may shoot here (MIS-11)</source>
        <translation>здесь может выстрелить дозор (MIS-11)</translation>
    </message>
    <message>
        <source>out of reach</source>
        <translation>не достать</translation>
    </message>
</context>
<context>
    <name>PlayersDesk</name>
    <message>
        <source>&amp;Players&apos; display…</source>
        <translation>&amp;Экран для игроков…</translation>
    </message>
    <message>
        <source>What the players may see, on a second screen</source>
        <translation>То, что могут видеть игроки, на втором экране</translation>
    </message>
    <message>
        <source>Open a campaign to show it to the players.</source>
        <translation>Откройте кампанию, чтобы показать её игрокам.</translation>
    </message>
    <message>
        <source>Waiting for the GM to open a campaign…</source>
        <translation>Ждём, пока ведущий откроет кампанию…</translation>
    </message>
</context>
<context>
    <name>PlayersView</name>
    <message>
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Фаза</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Здоровье</translation>
    </message>
    <message>
        <source>Kit</source>
        <translation>Снаряжение</translation>
    </message>
    <message>
        <source>Timers</source>
        <translation>Таймеры</translation>
    </message>
    <message>
        <source>turns left</source>
        <translation>осталось ходов</translation>
    </message>
    <message>
        <source>Actions used</source>
        <translation>Потрачено действий</translation>
    </message>
    <message>
        <source>Reminders</source>
        <translation>Напоминания</translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>На столе</translation>
    </message>
    <message>
        <source>Whose Turn</source>
        <translation>Чей ход</translation>
    </message>
    <message>
        <source>No mission in progress</source>
        <translation>Нет идущей миссии</translation>
    </message>
    <message>
        <source>The mission cannot be shown now.</source>
        <translation>Миссию сейчас нельзя показать.</translation>
    </message>
    <message>
        <source>Players&apos; display</source>
        <translation>Экран для игроков</translation>
    </message>
    <message>
        <source>Bleed-out</source>
        <extracomment>What a timer counts down to (R-8 bleed-out, W-WATER-4 / R-9 aqualung).</extracomment>
        <translation>Кровотечение</translation>
    </message>
    <message>
        <source>Aqualung</source>
        <translation>Акваланг</translation>
    </message>
</context>
<context>
    <name>ReadOnlyDesk</name>
    <message>
        <source>Re&amp;load</source>
        <extracomment>The object names of the pages&apos; actions that change the campaign. The object names of the pages&apos; buttons that change the campaign (not behind an action). What each held action would be without the lock: enabled, and its tooltip.</extracomment>
        <translation>Пер&amp;ечитать</translation>
    </message>
    <message>
        <source>Read the rulesets and the open campaign again (a ruleset file put back)</source>
        <translation>Заново прочитать наборы правил и открытую кампанию (файл набора правил возвращён)</translation>
    </message>
    <message>
        <source>Read-only: the file of the ruleset &apos;{ruleset}&apos; is missing. Put it back with xcom-manager rulesets add FILE, then File ▸ Reload (F5).</source>
        <translation>Только чтение: файл набора правил «{ruleset}» отсутствует. Верните его командой xcom-manager rulesets add FILE, затем Файл ▸ Перечитать (F5).</translation>
    </message>
    <message>
        <source>Read-only: this database file cannot be written</source>
        <translation>Только чтение: в этот файл базы данных нельзя записывать</translation>
    </message>
    <message>
        <source>The pages show what is stored; nothing can be changed. No daily backup is taken while it is read-only: nothing here can change it.</source>
        <translation>Страницы показывают то, что сохранено; изменить ничего нельзя. Пока файл только для чтения, ежедневная резервная копия не делается: здесь ничто не может его изменить.</translation>
    </message>
    <message>
        <source>Once you can write it: File ▸ Reload (F5).</source>
        <translation>Когда запись станет возможна: Файл ▸ Перечитать (F5).</translation>
    </message>
    <message>
        <source>Read-only: this campaign&apos;s ruleset file is missing</source>
        <translation>Только чтение: файл набора правил этой кампании отсутствует</translation>
    </message>
    <message>
        <source>The campaign {campaign} plays by the ruleset &apos;{ruleset}&apos;, whose file is missing. It was expected at {path}.</source>
        <translation>Кампания {campaign} играется по набору правил «{ruleset}», файл которого отсутствует. Он ожидался здесь: {path}.</translation>
    </message>
    <message>
        <source>The pages show what is stored (names by their keys); nothing can be changed until the ruleset is back.</source>
        <translation>Страницы показывают сохранённое (названия — их ключами); изменить ничего нельзя, пока набор правил не вернётся.</translation>
    </message>
    <message>
        <source>To bring it back: xcom-manager rulesets add FILE (the ruleset&apos;s .toml file), then File ▸ Reload (F5).</source>
        <translation>Чтобы вернуть его: xcom-manager rulesets add FILE (файл .toml набора правил), затем Файл ▸ Перечитать (F5).</translation>
    </message>
    <message>
        <source>Reloaded: the database can be changed again.</source>
        <translation>Перечитано: базу данных снова можно менять.</translation>
    </message>
    <message>
        <source>Reloaded: the campaign can be changed again.</source>
        <translation>Перечитано: кампанию снова можно изменять.</translation>
    </message>
</context>
<context>
    <name>ReceiptDesk</name>
    <message>
        <source>Write audit &amp;receipt…</source>
        <extracomment>What the desk needs of the window: the open database and its campaigns, and the campaign shown.</extracomment>
        <translation>&amp;Расписка журнала аудита…</translation>
    </message>
    <message>
        <source>A signed receipt of the audit log as it is now, kept outside the database: check the database against it later (audit verify --receipt)</source>
        <translation>Подписанная расписка журнала аудита в нынешнем виде, хранится вне базы данных: позже по ней можно проверить базу (audit verify --receipt)</translation>
    </message>
    <message>
        <source>The audit log does not match its last receipt</source>
        <extracomment>The last check&apos;s problems (for the tests and the status bar). The campaign&apos;s history when it was opened (campaign id, audit rows, mission events): closing offers a receipt only when this evening added to it.</extracomment>
        <translation>Журнал аудита не совпадает с последней распиской</translation>
    </message>
    <message>
        <source>Someone or something changed this database&apos;s history since the receipt was written. Restore a backup, or keep this one aside.</source>
        <translation>С тех пор как была написана расписка, кто-то или что-то изменил историю этой базы данных. Восстановите резервную копию или отложите эту базу.</translation>
    </message>
    <message>
        <source>Audit receipt</source>
        <translation>Расписка журнала аудита</translation>
    </message>
    <message>
        <source>Write a receipt of this evening&apos;s audit log before closing? It lets you check later that nobody rewrote the history.</source>
        <translation>Написать расписку журнала аудита за этот вечер перед закрытием? По ней потом можно проверить, что историю никто не переписал.</translation>
    </message>
    <message>
        <source>Receipt written (audit rows: %1).</source>
        <translation>Расписка записана (строк аудита: %1).</translation>
    </message>
    <message>
        <source>Receipt kept, no file written (audit rows: %1).</source>
        <translation>Расписка сохранена, файл не записан (строк аудита: %1).</translation>
    </message>
    <message>
        <source>Save the audit receipt</source>
        <translation>Сохранить расписку журнала аудита</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Текст (*.txt)</translation>
    </message>
</context>
<context>
    <name>ReloadOffer</name>
    <message>
        <source>Changed by another GM</source>
        <translation>Изменено другим ведущим</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Перезагрузить</translation>
    </message>
</context>
<context>
    <name>RemoveFromArmouryDialog</name>
    <message>
        <source>Remove from armoury</source>
        <translation>Списать из арсенала</translation>
    </message>
    <message>
        <source>e.g. sold to fund the Skyranger (optional)</source>
        <translation>например, продано ради «Скайрейнджера» (необязательно)</translation>
    </message>
    <message>
        <source>&amp;Items:</source>
        <translation>&amp;Предметы:</translation>
    </message>
    <message>
        <source>&amp;Count:</source>
        <translation>&amp;Количество:</translation>
    </message>
    <message>
        <source>&amp;What became of them:</source>
        <translation>&amp;Что с ними стало:</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>П&amp;ричина:</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>Спи&amp;сать</translation>
    </message>
    <message>
        <source>The armoury is empty: there is nothing to remove.</source>
        <translation>Арсенал пуст: списывать нечего.</translation>
    </message>
    <message numerus="yes">
        <source>%n × {item} leave the campaign for good ({why}); Undo brings them back.</source>
        <translation>
            <numerusform>%n × {item} навсегда выбывает из кампании ({why}); «Отменить» (Ctrl+Z) вернёт его.</numerusform>
            <numerusform>%n × {item} навсегда выбывают из кампании ({why}); «Отменить» (Ctrl+Z) вернёт их.</numerusform>
            <numerusform>%n × {item} навсегда выбывают из кампании ({why}); «Отменить» (Ctrl+Z) вернёт их.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>No dice with exact odds were recorded.</source>
        <translation>Бросков с точными шансами не записано.</translation>
    </message>
    <message>
        <source>Rolls</source>
        <translation>Броски</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Удача</translation>
    </message>
    <message>
        <source>Mission report: %1</source>
        <translation>Отчёт о миссии: %1</translation>
    </message>
    <message>
        <source>Campaign: %1 · Environment: %2 · Started: %3 · Finished: %4 · Result: %5</source>
        <translation>Кампания: %1 · Среда: %2 · Начата: %3 · Завершена: %4 · Итог: %5</translation>
    </message>
    <message>
        <source>Squad</source>
        <translation>Отряд</translation>
    </message>
    <message>
        <source>Soldier</source>
        <translation>Боец</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation>Раны</translation>
    </message>
    <message>
        <source>Kills</source>
        <translation>Убийства</translation>
    </message>
    <message>
        <source>Deaths and wounds</source>
        <translation>Гибель и ранения</translation>
    </message>
    <message>
        <source>Killed: %1 · Missing: %2 · Came back wounded: %3 · Wounds taken: %4</source>
        <translation>Погибли: %1 · Пропали: %2 · Вернулись ранеными: %3 · Получено ран: %4</translation>
    </message>
    <message>
        <source>Killed in action: %1</source>
        <translation>Погибли в бою: %1</translation>
    </message>
    <message>
        <source>Items lost and used</source>
        <translation>Потерянное и израсходованное снаряжение</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>потерян</translation>
    </message>
    <message>
        <source>used</source>
        <translation>израсходован</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Предмет</translation>
    </message>
    <message>
        <source>What became of it</source>
        <translation>Что с ним стало</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Нет.</translation>
    </message>
    <message>
        <source>Dice luck</source>
        <translation>Удача на кубиках</translation>
    </message>
    <message>
        <source>Turn by turn</source>
        <translation>Ход за ходом</translation>
    </message>
    <message>
        <source>undone</source>
        <translation>отменено</translation>
    </message>
    <message>
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Ход</translation>
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
        <source>Audit rows of the mission</source>
        <translation>Записи журнала аудита по миссии</translation>
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
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <source>ground</source>
        <translation>суша</translation>
    </message>
    <message>
        <source>underwater</source>
        <translation>под водой</translation>
    </message>
    <message>
        <source>Missions won / lost / in progress</source>
        <extracomment>The campaign report&apos;s charts, by resource name.</extracomment>
        <translation>Миссий выиграно / проиграно / идёт</translation>
    </message>
    <message>
        <source>Soldiers killed / missing</source>
        <translation>Бойцов погибло / пропало без вести</translation>
    </message>
    <message>
        <source>Came back wounded / wounds taken</source>
        <translation>Вернулись ранеными / получено ран</translation>
    </message>
    <message>
        <source>Kills by soldier</source>
        <translation>Убийства по бойцам</translation>
    </message>
    <message>
        <source>Items lost</source>
        <translation>Потеряно снаряжения</translation>
    </message>
    <message>
        <source>Items used</source>
        <translation>Израсходовано снаряжения</translation>
    </message>
    <message>
        <source>Aliens met</source>
        <translation>Пришельцев встречено</translation>
    </message>
    <message>
        <source>Aliens killed</source>
        <translation>Пришельцев убито</translation>
    </message>
    <message>
        <source>Campaign report: %1</source>
        <translation>Отчёт о кампании: %1</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Итоги</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Показатель</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>Roster</source>
        <translation>Личный состав</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Класс</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Звание</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Missions</source>
        <translation>Миссии</translation>
    </message>
    <message>
        <source>Wounds taken</source>
        <translation>Получено ран</translation>
    </message>
    <message>
        <source>Mission</source>
        <extracomment>The languages a snapshot is worded in (any other is English). The headings of the players&apos; views, by the key the views look them up with.</extracomment>
        <translation>Миссия</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Начата</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>Killed</source>
        <translation>Погибли</translation>
    </message>
    <message>
        <source>Missing</source>
        <translation>Пропали</translation>
    </message>
    <message>
        <source>Wounded</source>
        <translation>Ранены</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Графики</translation>
    </message>
</context>
<context>
    <name>ReportButtons</name>
    <message>
        <source>Campaign report as &amp;PDF…</source>
        <translation>Отчёт о кампании в &amp;PDF…</translation>
    </message>
    <message>
        <source>Print campai&amp;gn report…</source>
        <translation>Напе&amp;чатать отчёт о кампании…</translation>
    </message>
    <message>
        <source>Mission report as PD&amp;F…</source>
        <translation>Отчёт о миссии в PD&amp;F…</translation>
    </message>
    <message>
        <source>The report of the mission picked on the Missions tab</source>
        <translation>Отчёт о миссии, выбранной на вкладке «Миссии»</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Файлы PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The report could not be made: %1</source>
        <translation>Не удалось составить отчёт: %1</translation>
    </message>
    <message>
        <source>The report could not be written to %1: %2</source>
        <translation>Не удалось записать отчёт в %1: %2</translation>
    </message>
    <message>
        <source>Report saved to %1</source>
        <translation>Отчёт сохранён в %1</translation>
    </message>
    <message>
        <source>Save the campaign report</source>
        <translation>Сохранить отчёт о кампании</translation>
    </message>
    <message>
        <source>The campaign report was sent to the printer</source>
        <translation>Отчёт о кампании отправлен на печать</translation>
    </message>
    <message>
        <source>Pick a mission on the Missions tab first</source>
        <translation>Сначала выберите миссию на вкладке «Миссии»</translation>
    </message>
    <message>
        <source>Save the mission report</source>
        <translation>Сохранить отчёт о миссии</translation>
    </message>
</context>
<context>
    <name>RetireDialog</name>
    <message>
        <source>Retire</source>
        <translation>Отставка</translation>
    </message>
    <message>
        <source>Retire {soldier} from service? They leave active duty for good.</source>
        <translation>Отправить бойца {soldier} в отставку? Он навсегда покинет действующий состав.</translation>
    </message>
    <message>
        <source>&amp;Retire</source>
        <translation>В &amp;отставку</translation>
    </message>
</context>
<context>
    <name>RosterCareer</name>
    <message>
        <source>Ser&amp;vice record…</source>
        <translation>Послу&amp;жной список…</translation>
    </message>
    <message>
        <source>The selected soldier&apos;s missions, kills, wounds and career (Ctrl+I)</source>
        <translation>Миссии, убийства, ранения и служба выбранного бойца (Ctrl+I)</translation>
    </message>
    <message>
        <source>&amp;Promote…</source>
        <translation>Повы&amp;сить…</translation>
    </message>
    <message>
        <source>Return to d&amp;uty…</source>
        <translation>Вернуть в с&amp;трой…</translation>
    </message>
    <message>
        <source>Return the wounded who have recovered (ROS-4) to active duty</source>
        <translation>Вернуть в строй оправившихся от ран (ROS-4)</translation>
    </message>
    <message>
        <source>Raise the selected soldier one rank</source>
        <translation>Повысить выбранного бойца на одно звание</translation>
    </message>
    <message>
        <source>The roster has no soldiers yet: nobody to return to duty.</source>
        <translation>В списке пока нет бойцов: возвращать в строй некого.</translation>
    </message>
    <message>
        <source>ROS-4: only the wounded return to duty; {soldier} is {status}.</source>
        <translation>ROS-4: в строй возвращаются только раненые; {soldier} — {status}.</translation>
    </message>
    <message numerus="yes">
        <source>ROS-4: {soldier} is not due back from wounds yet (%n mission(s) since the wound).</source>
        <translation>
            <numerusform>ROS-4: {soldier} ещё не оправился от ран (после ранения %n миссия).</numerusform>
            <numerusform>ROS-4: {soldier} ещё не оправился от ран (после ранения %n миссии).</numerusform>
            <numerusform>ROS-4: {soldier} ещё не оправился от ран (после ранения %n миссий).</numerusform>
        </translation>
    </message>
    <message>
        <source>Promote {soldier} from {from_rank} to {to_rank}?</source>
        <translation>Повысить бойца {soldier}: {from_rank} → {to_rank}?</translation>
    </message>
    <message>
        <source>Promote</source>
        <translation>Повышение</translation>
    </message>
    <message>
        <source>{soldier} promoted to {rank}.</source>
        <translation>{soldier} повышен до звания {rank}.</translation>
    </message>
    <message numerus="yes">
        <source>No wounded soldier is due back yet (ROS-4); %n still recovering.</source>
        <translation>
            <numerusform>Никто из раненых ещё не готов вернуться в строй (ROS-4); ещё лечится %n боец.</numerusform>
            <numerusform>Никто из раненых ещё не готов вернуться в строй (ROS-4); ещё лечатся %n бойца.</numerusform>
            <numerusform>Никто из раненых ещё не готов вернуться в строй (ROS-4); ещё лечатся %n бойцов.</numerusform>
        </translation>
    </message>
    <message>
        <source>• {soldier} (wounded {date}, {missions} mission(s) since)</source>
        <translation>• {soldier} (ранен {date}, миссий с тех пор: {missions})</translation>
    </message>
    <message numerus="yes">
        <source>%n soldier(s) have recovered from their wounds (ROS-4) and return to active duty with their wounds restored:</source>
        <translation>
            <numerusform>%n боец оправился от ран (ROS-4) и возвращается в строй с восстановленными ранами:</numerusform>
            <numerusform>%n бойца оправились от ран (ROS-4) и возвращаются в строй с восстановленными ранами:</numerusform>
            <numerusform>%n бойцов оправились от ран (ROS-4) и возвращаются в строй с восстановленными ранами:</numerusform>
        </translation>
    </message>
    <message>
        <source>Return to duty</source>
        <translation>Возвращение в строй</translation>
    </message>
    <message numerus="yes">
        <source>%n soldier(s) returned to duty.</source>
        <translation>
            <numerusform>%n боец вернулся в строй.</numerusform>
            <numerusform>%n бойца вернулись в строй.</numerusform>
            <numerusform>%n бойцов вернулись в строй.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Return %n soldier(s) to duty</source>
        <translation>
            <numerusform>Вернуть в строй %n бойца</numerusform>
            <numerusform>Вернуть в строй %n бойцов</numerusform>
            <numerusform>Вернуть в строй %n бойцов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RosterCommands</name>
    <message>
        <source>Recruit {soldier}</source>
        <translation>Набор: {soldier}</translation>
    </message>
    <message>
        <source>Edit {soldier}</source>
        <translation>Изменить: {soldier}</translation>
    </message>
    <message>
        <source>Retire {soldier}</source>
        <translation>Отправить в отставку: {soldier}</translation>
    </message>
    <message>
        <source>Mark {soldier} dead</source>
        <translation>Отметить погибшим: {soldier}</translation>
    </message>
    <message>
        <source>Mark {soldier} missing in action</source>
        <translation>Отметить пропавшим без вести: {soldier}</translation>
    </message>
    <message>
        <source>Change status of {soldier}</source>
        <translation>Изменить состояние: {soldier}</translation>
    </message>
    <message>
        <source>Promote {soldier}</source>
        <translation>Повысить {soldier}</translation>
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
    <name>RosterPreview</name>
    <message numerus="yes">
        <source>Loading… %n soldier(s)</source>
        <translation>
            <numerusform>Загрузка… %n боец</numerusform>
            <numerusform>Загрузка… %n бойца</numerusform>
            <numerusform>Загрузка… %n бойцов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RosterQuestions</name>
    <message>
        <source>{soldier} ({status})</source>
        <translation>{soldier} ({status})</translation>
    </message>
    <message numerus="yes">
        <source>“{name}” is the name of %n other soldier(s) of this campaign: {who}. Save it all the same?</source>
        <translation>
            <numerusform>Имя «{name}» уже носит %n другой боец этой кампании: {who}. Всё равно сохранить?</numerusform>
            <numerusform>Имя «{name}» уже носят %n других бойца этой кампании: {who}. Всё равно сохранить?</numerusform>
            <numerusform>Имя «{name}» уже носят %n других бойцов этой кампании: {who}. Всё равно сохранить?</numerusform>
        </translation>
    </message>
    <message>
        <source>{soldier} is in the Memorial ({status}): the dead and the missing stay there (ROS-2). Bring them back to the roster as {new} all the same, to correct a mistake or because they were found?</source>
        <translation>{soldier} в Мемориале ({status}): погибшие и пропавшие без вести остаются там (ROS-2). Всё же вернуть в личный состав со статусом «{new}», чтобы исправить ошибку или потому что боец нашёлся?</translation>
    </message>
</context>
<context>
    <name>RosterRules</name>
    <message>
        <source>{soldier} is on mission “{mission}” in progress: record it in the mission, or end the mission first.</source>
        <translation>{soldier} сейчас на миссии «{mission}», она ещё идёт: запишите это в миссии или сначала завершите её.</translation>
    </message>
    <message>
        <source>{soldier} is {memorial_status}: only a soldier who is alive and present can retire.</source>
        <translation>{soldier}: {memorial_status}; в отставку может уйти только живой боец, который не пропал.</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>погиб</translation>
    </message>
    <message>
        <source>missing in action</source>
        <translation>пропал без вести</translation>
    </message>
    <message>
        <source>bled out</source>
        <translation>истёк кровью</translation>
    </message>
    <message>
        <source>suffocated</source>
        <translation>задохнулся</translation>
    </message>
    <message>
        <source>killed in action</source>
        <translation>погиб в бою</translation>
    </message>
    <message>
        <source>{soldier} is {rank}, the top rank of the ruleset: there is none above.</source>
        <extracomment>The app&apos;s career rules by ID.</extracomment>
        <translation>{soldier} — {rank}, высшее звание набора правил: выше нет.</translation>
    </message>
    <message>
        <source>{soldier}&apos;s rank “{rank}” is not a rank of the ruleset: edit the soldier first.</source>
        <translation>Звание «{rank}» бойца {soldier} не входит в набор правил: сначала измените бойца.</translation>
    </message>
    <message>
        <source>{soldier} is {record_status}: only a serving soldier is promoted.</source>
        <translation>{soldier}: {record_status}; повысить можно только служащего бойца.</translation>
    </message>
    <message>
        <source>{soldier} is not due back from wounds yet.</source>
        <translation>{soldier} ещё не оправился от ран.</translation>
    </message>
</context>
<context>
    <name>RosterShortTitle</name>
    <message>
        <source>Type</source>
        <extracomment>The short titles of the roster&apos;s columns that have one, shown where the full title does not fit: by column (``stats.&lt;KEY&gt;`` for a stat; the board game&apos;s stat keys are words).</extracomment>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Mv</source>
        <translation>Дв</translation>
    </message>
    <message>
        <source>Mel</source>
        <translation>Рук</translation>
    </message>
    <message>
        <source>Sh-S</source>
        <translation>Стр-Бл</translation>
    </message>
    <message>
        <source>Sh-L</source>
        <translation>Стр-Дл</translation>
    </message>
    <message>
        <source>Rg-S</source>
        <translation>Дал-Бл</translation>
    </message>
    <message>
        <source>Rg-L</source>
        <translation>Дал-Дл</translation>
    </message>
    <message>
        <source>Def</source>
        <translation>Защ</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>Здр</translation>
    </message>
    <message>
        <source>Wnd</source>
        <translation>Ран</translation>
    </message>
    <message>
        <source>St.</source>
        <translation>Сост.</translation>
    </message>
    <message>
        <source>Msn</source>
        <translation>Мис</translation>
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
        <source>Missions</source>
        <translation>Миссии</translation>
    </message>
    <message>
        <source>Kills</source>
        <translation>Убийств</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Mission</source>
        <translation>Миссия</translation>
    </message>
    <message>
        <source>Cause</source>
        <translation>Причина</translation>
    </message>
    <message>
        <source>Soldier class</source>
        <translation>Класс бойца</translation>
    </message>
    <message>
        <source>Wounds left / wounds</source>
        <translation>Осталось ран / всего ран</translation>
    </message>
    <message>
        <source>Missions served</source>
        <translation>Выполнено миссий</translation>
    </message>
    <message>
        <source>When the status changed (killed, missing, retired)</source>
        <translation>Когда изменился статус (погиб, пропал без вести, в отставке)</translation>
    </message>
    <message>
        <source>The mission it happened on</source>
        <translation>Миссия, на которой это случилось</translation>
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
        <source>Retire the selected soldier from service</source>
        <translation>Отправить выбранного бойца в отставку</translation>
    </message>
    <message>
        <source>Re&amp;tire…</source>
        <translation>В &amp;отставку…</translation>
    </message>
    <message>
        <source>Mark &amp;dead…</source>
        <translation>Отметить &amp;погибшим…</translation>
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
        <source>Sho&amp;w:</source>
        <translation>Пока&amp;зать:</translation>
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
        <source>{soldier} retired on {date}.</source>
        <translation>{soldier}: в отставке с {date}.</translation>
    </message>
    <message>
        <source>{soldier} marked dead ({details}).</source>
        <translation>{soldier}: отмечен погибшим ({details}).</translation>
    </message>
    <message>
        <source>{soldier} marked dead.</source>
        <translation>{soldier}: отмечен погибшим.</translation>
    </message>
    <message>
        <source>Same name</source>
        <translation>Такое имя уже есть</translation>
    </message>
    <message>
        <source>Back from the Memorial</source>
        <translation>Возвращение из Мемориала</translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %n soldiers shown</source>
        <translation>
            <numerusform>Показано {shown} из %n бойца</numerusform>
            <numerusform>Показано {shown} из %n бойцов</numerusform>
            <numerusform>Показано {shown} из %n бойцов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loading… {loaded} of %n soldiers</source>
        <translation>
            <numerusform>Загрузка… {loaded} из %n бойца</numerusform>
            <numerusform>Загрузка… {loaded} из %n бойцов</numerusform>
            <numerusform>Загрузка… {loaded} из %n бойцов</numerusform>
        </translation>
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
    <name>RuleActions</name>
    <message>
        <source>move</source>
        <translation>двигаться</translation>
    </message>
    <message>
        <source>run</source>
        <translation>бежать</translation>
    </message>
    <message>
        <source>shoot</source>
        <translation>стрелять</translation>
    </message>
    <message>
        <source>assault</source>
        <translation>атаковать в рукопашной</translation>
    </message>
    <message>
        <source>jump</source>
        <translation>прыгать</translation>
    </message>
    <message>
        <source>climb</source>
        <translation>взбираться</translation>
    </message>
    <message>
        <source>swim</source>
        <translation>плыть</translation>
    </message>
    <message>
        <source>pass an item</source>
        <translation>передавать предметы</translation>
    </message>
    <message>
        <source>stabilise</source>
        <translation>стабилизировать раненых</translation>
    </message>
    <message>
        <source>change its tank</source>
        <translation>менять баллон</translation>
    </message>
    <message>
        <source>swim-climb</source>
        <translation>подняться вплавь</translation>
    </message>
</context>
<context>
    <name>RuleActionsDone</name>
    <message>
        <source>moved</source>
        <translation>двигался</translation>
    </message>
    <message>
        <source>run</source>
        <translation>бежал</translation>
    </message>
    <message>
        <source>jumped</source>
        <translation>прыгал</translation>
    </message>
    <message>
        <source>shot</source>
        <translation>стрелял</translation>
    </message>
    <message>
        <source>assaulted</source>
        <translation>атаковал в рукопашной</translation>
    </message>
    <message>
        <source>passed an item</source>
        <translation>передал предмет</translation>
    </message>
    <message>
        <source>stabilised a wounded comrade</source>
        <translation>стабилизировал раненого товарища</translation>
    </message>
    <message>
        <source>put on a spare tank</source>
        <translation>надел запасной баллон</translation>
    </message>
</context>
<context>
    <name>RuleCauses</name>
    <message>
        <source>just activated</source>
        <translation>только что активирован</translation>
    </message>
    <message>
        <source>dragged by other characters</source>
        <translation>перетащен другими персонажами</translation>
    </message>
    <message>
        <source>freed from a cocoon</source>
        <translation>освобождён из кокона</translation>
    </message>
    <message>
        <source>freed from a net</source>
        <translation>освобождён из сети</translation>
    </message>
    <message>
        <source>pulled out of a medbay capsule</source>
        <translation>извлечён из капсулы медотсека</translation>
    </message>
    <message>
        <source>released from mind control</source>
        <translation>освобождён от контроля разума</translation>
    </message>
    <message>
        <source>had no chance to act at the start of the phase</source>
        <translation>не мог действовать в начале фазы</translation>
    </message>
</context>
<context>
    <name>RuleClassKinds</name>
    <message>
        <source>class</source>
        <translation>класса</translation>
    </message>
    <message>
        <source>unit type</source>
        <translation>типа бойца</translation>
    </message>
</context>
<context>
    <name>RuleFacings</name>
    <message>
        <source>front</source>
        <translation>лобовая</translation>
    </message>
    <message>
        <source>side</source>
        <translation>бортовая</translation>
    </message>
    <message>
        <source>rear</source>
        <translation>кормовая</translation>
    </message>
</context>
<context>
    <name>RuleMessages</name>
    <message>
        <source>During a mission the armoury is out of reach: {item} can only pass from one character to another.</source>
        <extracomment>The inventory&apos;s findings by message key.</extracomment>
        <translation>Во время миссии арсенал недоступен: {item} можно только передать от одного персонажа другому.</translation>
    </message>
    <message>
        <source>{giver} and {receiver} must be in base contact to pass {item}.</source>
        <translation>Чтобы передать {item}, {giver} и {receiver} должны быть в контакте подставок.</translation>
    </message>
    <message>
        <source>Items can only be passed in a movement or shooting phase, not in the {phase} phase.</source>
        <translation>Предметы можно передавать только в фазе движения или стрельбы, а не в фазе {phase}.</translation>
    </message>
    <message>
        <source>{soldier} has already {actions} in this {phase} phase, so cannot spend it passing {item}.</source>
        <translation>{soldier} уже {actions} в этой фазе {phase} и не может потратить её на передачу: {item}.</translation>
    </message>
    <message>
        <source>{soldier} cannot act until the end of this phase ({cause}), so cannot take part in passing {item}.</source>
        <translation>{soldier} не может действовать до конца этой фазы ({cause}), поэтому не может участвовать в передаче: {item}.</translation>
    </message>
    <message>
        <source>{soldier} has no {slot} to use {item}, and this ruleset does not let a character carry a weapon it cannot use.</source>
        <translation>У персонажа {soldier} нет слота «{slot}», чтобы использовать {item}, а эти правила не разрешают носить оружие, которым нельзя пользоваться.</translation>
    </message>
    <message>
        <source>{soldier} has no {slot} to use {item}: carried, unusable.</source>
        <translation>У персонажа {soldier} нет слота «{slot}», чтобы использовать {item}: предмет носится, но не используется.</translation>
    </message>
    <message>
        <source>{soldier} carries {item} in a {carried_in}, not in the {slot} it calls for: carried, unusable.</source>
        <translation>{soldier} несёт {item} в слоте «{carried_in}», а не в нужном слоте «{slot}»: предмет носится, но не используется.</translation>
    </message>
    <message>
        <source>{item} calls for a {slot}, and this ruleset does not let {soldier} carry it in a {carried_in}, where it cannot be used.</source>
        <translation>{item} требует слот «{slot}», а эти правила не разрешают персонажу {soldier} носить его в слоте «{carried_in}», где им нельзя пользоваться.</translation>
    </message>
    <message>
        <source>{item} is ammunition and passes only between characters of the same {class_kind}: {giver} is {giver_class}, {receiver} is {receiver_class}.</source>
        <translation>{item} — боеприпасы, их можно передавать только между персонажами одного {class_kind}: {giver} — {giver_class}, {receiver} — {receiver_class}.</translation>
    </message>
    <message>
        <source>{item} is a ground weapon: under water {soldier} can carry it but not use it.</source>
        <translation>{item} — наземное оружие: под водой {soldier} может его нести, но не может использовать.</translation>
    </message>
    <message>
        <source>{soldier} has no {slot}.</source>
        <translation>У персонажа {soldier} нет слота «{slot}».</translation>
    </message>
    <message>
        <source>{slot} {position} does not exist: {soldier} has {capacity} of them.</source>
        <translation>Слота «{slot}» {position} не существует: у персонажа {soldier} их {capacity}.</translation>
    </message>
    <message>
        <source>{slot} {position} of {soldier} already holds {occupant}.</source>
        <translation>В слоте «{slot}» {position} персонажа {soldier} уже лежит {occupant}.</translation>
    </message>
    <message>
        <source>Every {slot} of {soldier} is taken ({capacity} of {capacity}).</source>
        <translation>Все слоты «{slot}» персонажа {soldier} заняты ({capacity} из {capacity}).</translation>
    </message>
    <message>
        <source>{soldier} has no free slot that can hold {item}.</source>
        <translation>У персонажа {soldier} нет свободного слота, куда поместится {item}.</translation>
    </message>
    <message>
        <source>{item} is of size {size}: it fits no personal slot.</source>
        <translation>{item}: размер {size}, не помещается ни в один личный слот.</translation>
    </message>
    <message>
        <source>{item} needs a {item_size}-size slot and does not fit in a {slot} ({slot_size}-size).</source>
        <translation>{item}: нужен слот размера «{item_size}», в слот «{slot}» (размер «{slot_size}») не помещается.</translation>
    </message>
    <message>
        <source>This character cannot act until the end of this phase ({cause}), so cannot {move}.</source>
        <extracomment>The wargame&apos;s findings (jumps, climbs and swims; mission commands) by message key.</extracomment>
        <translation>Этот персонаж не может действовать до конца фазы ({cause}), поэтому {move} невозможен.</translation>
    </message>
    <message>
        <source>A {move} may be declared only in the movement or shooting phase, not in the {phase} phase.</source>
        <translation>Объявить {move} можно только в фазе движения или стрельбы, а не в фазе {phase}.</translation>
    </message>
    <message>
        <source>This character has already jumped in this {phase} phase.</source>
        <translation>Этот персонаж уже прыгал в этой фазе {phase}.</translation>
    </message>
    <message>
        <source>The end point of a {move} is at most {limit}&quot; away horizontally, not {horizontal}&quot;.</source>
        <translation>Для действия «{move}» конечная точка — не дальше {limit}&quot; по горизонтали, а не {horizontal}&quot;.</translation>
    </message>
    <message>
        <source>The end point of a {move} is at most {limit}&quot; away vertically, not {vertical}&quot;.</source>
        <translation>Для действия «{move}» конечная точка — не дальше {limit}&quot; по вертикали, а не {vertical}&quot;.</translation>
    </message>
    <message>
        <source>A {unit_type} needs a run-up: it must declare the full {limit}&quot; horizontally to jump, not {horizontal}&quot;.</source>
        <translation>Типу «{unit_type}» нужен разбег: для прыжка он должен объявить полные {limit}&quot; по горизонтали, а не {horizontal}&quot;.</translation>
    </message>
    <message>
        <source>A {unit_type} needs a run-up: it must physically move the full {limit}&quot; horizontally to jump, not {run_up}&quot;.</source>
        <translation>Типу «{unit_type}» нужен разбег: для прыжка он должен реально пройти полные {limit}&quot; по горизонтали, а не {run_up}&quot;.</translation>
    </message>
    <message>
        <source>After a failed jump or climb this character cannot move any further this {phase} phase.</source>
        <translation>После неудачного прыжка или подъёма этот персонаж больше не может двигаться в этой фазе {phase}.</translation>
    </message>
    <message>
        <source>After a jump into the void this character cannot move any further this {phase} phase.</source>
        <translation>После прыжка в пустоту этот персонаж больше не может двигаться в этой фазе {phase}.</translation>
    </message>
    <message>
        <source>After a swim into open water this character cannot move any further this {phase} phase.</source>
        <translation>После заплыва в открытую воду этот персонаж больше не может двигаться в этой фазе {phase}.</translation>
    </message>
    <message>
        <source>After slipping this character cannot move any further this {phase} phase.</source>
        <translation>После соскальзывания этот персонаж больше не может двигаться в этой фазе {phase}.</translation>
    </message>
    <message>
        <source>A {unit_type} cannot climb.</source>
        <translation>Тип «{unit_type}» не может взбираться.</translation>
    </message>
    <message>
        <source>A climb is at most {limit}&quot;, not {length}&quot;.</source>
        <translation>Подъём — не больше {limit}&quot;, а не {length}&quot;.</translation>
    </message>
    <message>
        <source>Under water there is no {move}: characters swim instead.</source>
        <translation>Под водой действие «{move}» невозможно: персонажи вместо этого плывут.</translation>
    </message>
    <message>
        <source>Swimming is for underwater missions: on the ground, jump or climb.</source>
        <translation>Заплыв возможен только в подводных миссиях: на суше используйте прыжок или подъём.</translation>
    </message>
    <message>
        <source>A wargame mission is fought on the ground or under water, not {environment!r}.</source>
        <translation>Миссия варгейма проходит на суше или под водой, а не {environment!r}.</translation>
    </message>
    <message>
        <source>{species}: not a species of the ruleset {ruleset}.</source>
        <translation>{species}: нет такого вида в наборе правил {ruleset}.</translation>
    </message>
    <message>
        <source>{soldier} cannot act until the end of this phase ({cause}), so cannot {action}.</source>
        <translation>{soldier} не может действовать до конца этой фазы ({cause}), поэтому не может {action}.</translation>
    </message>
    <message>
        <source>{soldier} is {status} and can take no action.</source>
        <translation>{soldier}: {status}, действовать не может.</translation>
    </message>
    <message>
        <source>The mission has ended: only undo and notes are possible.</source>
        <extracomment>The engine&apos;s findings and log lines, by message key.</extracomment>
        <translation>Миссия завершена: возможны только отмена и заметки.</translation>
    </message>
    <message>
        <source>There is no event {target} to undo.</source>
        <translation>Нет события {target}, которое можно отменить.</translation>
    </message>
    <message>
        <source>Event {target} has already been undone.</source>
        <translation>Событие {target} уже отменено.</translation>
    </message>
    <message>
        <source>Event {target} came with event {head}&apos;s command: undo event {head} instead.</source>
        <translation>Событие {target} появилось вместе с командой события {head}: отмените событие {head}.</translation>
    </message>
    <message>
        <source>Missions of {system} cannot be played in this version yet: its campaigns keep their roster, armoury and audit log; plan missions in a wargame campaign.</source>
        <translation>Миссии набора правил {system} в этой версии пока нельзя играть: в его кампаниях работают личный состав, снаряжение и журнал аудита; миссии планируйте в кампании варгейма.</translation>
    </message>
    <message>
        <source>No alien is planned: the mission has nobody to fight.</source>
        <translation>Не запланировано ни одного пришельца: в миссии не с кем сражаться.</translation>
    </message>
    <message>
        <source>It is the {turn_of} turn: {soldier} cannot {action} now.</source>
        <translation>Сейчас ход {turn_of}: {soldier} не может сейчас {action}.</translation>
    </message>
    <message>
        <source>{soldier} cannot {action} in the {phase} phase: that belongs to the {needed} phase.</source>
        <translation>{soldier} не может {action} в фазе {phase}: это делается в фазе {needed}.</translation>
    </message>
    <message>
        <source>{soldier} has already {actions} in this {phase} phase.</source>
        <translation>{soldier} уже {actions} в этой фазе {phase}.</translation>
    </message>
    <message>
        <source>{soldier} failed a jump, climb or swim this phase and cannot move any further.</source>
        <translation>{soldier} провалил прыжок, подъём или заплыв в этой фазе и больше не может двигаться.</translation>
    </message>
    <message>
        <source>{soldier} jumped into the void this phase and cannot move any further.</source>
        <translation>{soldier}: прыжок в пустоту в этой фазе, больше двигаться нельзя.</translation>
    </message>
    <message>
        <source>{soldier} swam into open water this phase and cannot move any further.</source>
        <translation>{soldier}: заплыв в открытую воду в этой фазе, больше двигаться нельзя.</translation>
    </message>
    <message>
        <source>{soldier} slipped this phase and cannot move any further.</source>
        <translation>{soldier}: соскальзывание в этой фазе, больше двигаться нельзя.</translation>
    </message>
    <message>
        <source>{soldier} has {actions} and so spent this {phase} phase: it cannot {action} now.</source>
        <translation>{soldier} уже {actions} и тем самым потратил эту фазу {phase}: сейчас нельзя {action}.</translation>
    </message>
    <message>
        <source>In the shooting phase a jump, climb or swim is the character&apos;s run: {soldier} has {actions}, so cannot {action} now.</source>
        <translation>В фазе стрельбы прыжок, подъём или заплыв — это бег персонажа: {soldier} уже {actions}, поэтому сейчас нельзя {action}.</translation>
    </message>
    <message>
        <source>{soldier} cannot pass an item to itself.</source>
        <translation>{soldier} не может передать предмет самому себе.</translation>
    </message>
    <message>
        <source>{soldier} cannot pass an item to {receiver}: not a friend.</source>
        <translation>{soldier} не может передать предмет: {receiver} — не союзник.</translation>
    </message>
    <message>
        <source>{soldier} does not carry item {item}.</source>
        <extracomment>The findings and log lines of attacks, by message key.</extracomment>
        <translation>{soldier} не несёт предмет {item}.</translation>
    </message>
    <message>
        <source>{item} is not a weapon.</source>
        <translation>{item} — не оружие.</translation>
    </message>
    <message>
        <source>{item} has no weapon profile in the ruleset ({key}.profile), so it cannot attack.</source>
        <translation>У предмета «{item}» нет профиля оружия в наборе правил ({key}.profile), им нельзя атаковать.</translation>
    </message>
    <message>
        <source>{soldier}&apos;s {item} has no charges left and cannot fire.</source>
        <translation>{soldier}: у оружия «{item}» не осталось зарядов, стрелять нельзя.</translation>
    </message>
    <message>
        <source>{soldier} cannot attack itself.</source>
        <translation>{soldier} не может атаковать сам себя.</translation>
    </message>
    <message>
        <source>{soldier} cannot attack {target}: they are on the same side.</source>
        <translation>{soldier} не может атаковать цель {target}: они на одной стороне.</translation>
    </message>
    <message>
        <source>{target} is {status} and no longer on the table.</source>
        <translation>{target}: {status}, уже не на столе.</translation>
    </message>
    <message>
        <source>Measure the distance to {target} in inches before shooting.</source>
        <translation>Перед выстрелом измерьте расстояние до цели {target} в дюймах.</translation>
    </message>
    <message>
        <source>{target} is {distance}&quot; away, beyond the weapon&apos;s range of {range}&quot;.</source>
        <translation>{target} в {distance}&quot;, дальше дальности оружия ({range}&quot;).</translation>
    </message>
    <message>
        <source>{soldier}&apos;s medkit has no charges left, and this ruleset needs one.</source>
        <translation>{soldier}: в аптечке не осталось зарядов, а этот набор правил требует аптечку.</translation>
    </message>
    <message>
        <source>{soldier} is under water: there is no falling, so no slipping.</source>
        <translation>{soldier} под водой: падения нет, значит, и срыва нет.</translation>
    </message>
    <message>
        <source>{soldier} and {target} must be in base contact to fight in close combat.</source>
        <translation>Для рукопашной {soldier} и {target} должны быть в контакте подставками.</translation>
    </message>
    <message>
        <source>Stabilising spends the shooting phase: it cannot be done in the {phase} phase.</source>
        <translation>Стабилизация тратит фазу стрельбы: в фазе {phase} её выполнить нельзя.</translation>
    </message>
    <message>
        <source>{soldier} has already {actions} in this shooting phase, so cannot spend it stabilising {patient}.</source>
        <translation>{soldier} уже {actions} в этой фазе стрельбы и не может потратить её на стабилизацию: {patient}.</translation>
    </message>
    <message>
        <source>{soldier} cannot stabilise {patient}: not a friend.</source>
        <translation>{soldier} не может стабилизировать {patient}: это не союзник.</translation>
    </message>
    <message>
        <source>{patient} is not down: only a downed character needs it.</source>
        <translation>{patient} не выведен из строя: стабилизация нужна только выведенному из строя.</translation>
    </message>
    <message>
        <source>{patient} is already fully stabilised.</source>
        <translation>{patient} уже полностью стабилизирован.</translation>
    </message>
    <message>
        <source>{soldier} must be in base contact with {patient} to stabilise them.</source>
        <translation>Чтобы стабилизировать {patient}, {soldier} должен быть с ним в контакте подставок.</translation>
    </message>
    <message>
        <source>{soldier} carries no medkit, and this ruleset needs one to stabilise.</source>
        <translation>{soldier} не несёт аптечку, а по этим правилам без неё стабилизировать нельзя.</translation>
    </message>
    <message>
        <source>{patient} was already stabilised in the water since going down: a second stabilisation in open water adds nothing. Full stabilisation needs an air pocket, the shore or an X-COM transport.</source>
        <translation>{patient} уже стабилизирован в воде после того, как был выведен из строя: повторная стабилизация в открытой воде ничего не даёт. Для полной стабилизации нужен воздушный карман, берег или транспорт X-COM.</translation>
    </message>
    <message>
        <source>The aqualung tank of {soldier} is not damaged.</source>
        <translation>Баллон акваланга персонажа {soldier} не повреждён.</translation>
    </message>
    <message>
        <source>{soldier} does not carry that spare aqualung tank.</source>
        <translation>{soldier} не несёт этот запасной баллон акваланга.</translation>
    </message>
    <message>
        <source>{item} is not an aqualung tank: {soldier} cannot put it on.</source>
        <translation>{item} — не баллон акваланга: {soldier} не может его надеть.</translation>
    </message>
    <message>
        <source>Putting on a spare tank costs the {needed} phase, not the {phase} phase.</source>
        <translation>Смена баллона тратит фазу {needed}, а не фазу {phase}.</translation>
    </message>
    <message>
        <source>{soldier} has already {actions} in this {phase} phase, so cannot spend it putting on a spare tank.</source>
        <translation>{soldier} уже {actions} в этой фазе {phase} и не может потратить её на смену баллона.</translation>
    </message>
    <message>
        <source>This is a ground mission: there is no air pocket to reach or leave.</source>
        <translation>Это наземная миссия: здесь нет воздушного кармана, куда можно войти или откуда выйти.</translation>
    </message>
    <message>
        <source>{soldier} is already in an air pocket or transport.</source>
        <translation>{soldier} уже находится в воздушном кармане или транспорте.</translation>
    </message>
    <message>
        <source>{soldier} is not in an air pocket or transport.</source>
        <translation>{soldier} не находится в воздушном кармане или транспорте.</translation>
    </message>
    <message>
        <source>The wall {wall} lies off the {width} × {height} map.</source>
        <extracomment>The board game&apos;s message templates, by key.</extracomment>
        <translation>Стена {wall} лежит за пределами карты {width} × {height}.</translation>
    </message>
    <message>
        <source>The square {square} lies off the {width} × {height} map.</source>
        <translation>Клетка {square} лежит за пределами карты {width} × {height}.</translation>
    </message>
    <message>
        <source>A model or token stands on the blocking square {square}.</source>
        <translation>На клетке-препятствии {square} стоит модель или жетон.</translation>
    </message>
    <message>
        <source>Two models or tokens stand on {square}.</source>
        <translation>На {square} стоят две модели или два жетона.</translation>
    </message>
    <message>
        <source>A map is 1 to {most} squares a side, not {width} × {height}.</source>
        <translation>Сторона карты — от 1 до {most} клеток, а не {width} × {height}.</translation>
    </message>
    <message>
        <source>{start} and {end} share no edge: a wall stands between neighbours.</source>
        <translation>У {start} и {end} нет общего края: стена стоит только между соседними клетками.</translation>
    </message>
    <message>
        <source>A map&apos;s name is at most {most} characters long.</source>
        <translation>Название карты — не длиннее {most} символов.</translation>
    </message>
    <message>
        <source>Start squares for the {board_side} on the map: {starts}; models to place: {count}.</source>
        <translation>Стартовых клеток на карте ({board_side}): {starts}; моделей для расстановки: {count}.</translation>
    </message>
    <message>
        <source>The ruleset {ruleset} has no species {species}.</source>
        <translation>В наборе правил {ruleset} нет вида {species}.</translation>
    </message>
    <message>
        <source>{end} is not a square next to {start}: a step goes one square.</source>
        <translation>{end} — не соседняя с {start} клетка: шаг делается на одну клетку.</translation>
    </message>
    <message>
        <source>{end} is blocked or off the map: no step from {start} into it.</source>
        <translation>{end} — препятствие или лежит за пределами карты: шагнуть туда с {start} нельзя.</translation>
    </message>
    <message>
        <source>{end} holds another model or a Blip: no step from {start} into it.</source>
        <translation>На {end} стоит другая модель или маркер: шагнуть туда с {start} нельзя.</translation>
    </message>
    <message>
        <source>A wall stands between {start} and {end}.</source>
        <translation>Между {start} и {end} стоит стена.</translation>
    </message>
    <message>
        <source>No diagonal step from {start} to {end}: {side}, which it passes by, is closed by a wall or an obstacle; move orthogonally.</source>
        <translation>Шаг по диагонали с {start} на {end} невозможен: клетка {side}, мимо которой он проходит, закрыта стеной или препятствием; двигайтесь по горизонтали или вертикали.</translation>
    </message>
    <message>
        <source>The path has too many steps: {steps}; this move allows {allowed}.</source>
        <translation>В пути слишком много шагов: {steps}; это движение позволяет шагов: {allowed}.</translation>
    </message>
    <message>
        <source>The path crosses a square twice.</source>
        <translation>Путь проходит через одну клетку дважды.</translation>
    </message>
    <message>
        <source>No path leads to {square}.</source>
        <translation>Ни один путь не ведёт к {square}.</translation>
    </message>
    <message>
        <source>{square} is not on the Mission Map: its squares run from A1 to {last}.</source>
        <translation>Клетки {square} нет на карте миссии: её клетки — от A1 до {last}.</translation>
    </message>
    <message>
        <source>The model is already on that square.</source>
        <translation>Модель уже стоит на этой клетке.</translation>
    </message>
    <message>
        <source>{watcher}&apos;s Overwatch shot at {model} waits: take it or hold it first.</source>
        <translation>Ожидается выстрел из дозора ({watcher} по {model}): сначала сделайте его или откажитесь от него.</translation>
    </message>
    <message>
        <source>No Overwatch shot of {watcher} is waiting.</source>
        <translation>Нет ожидающего выстрела из дозора ({watcher}).</translation>
    </message>
    <message>
        <source>{model}&apos;s Turn is being played: end it first.</source>
        <translation>Идёт ход ({model}): сначала завершите его.</translation>
    </message>
    <message>
        <source>{model} is no longer on the map.</source>
        <translation>{model} больше нет на карте.</translation>
    </message>
    <message>
        <source>{model} is not activated in the {board_phase}.</source>
        <translation>{model} не активируется в этой фазе ({board_phase}).</translation>
    </message>
    <message>
        <source>{model} has already been activated in this phase.</source>
        <translation>{model} уже был активирован в этой фазе.</translation>
    </message>
    <message>
        <source>{model}&apos;s activation of this Overmind phase was used up by the Interruption.</source>
        <translation>Активация {model} в этой фазе Сверхразума израсходована вмешательством.</translation>
    </message>
    <message>
        <source>An Interruption happens only in the Hero Player Phase.</source>
        <translation>Вмешательство возможно только в фазе игроков-героев.</translation>
    </message>
    <message>
        <source>An Interruption comes between two Turns: {model}&apos;s is not over.</source>
        <translation>Вмешательство происходит между двумя ходами: ход {model} ещё не закончен.</translation>
    </message>
    <message>
        <source>The Overmind has already interrupted in this Hero Player Phase.</source>
        <translation>Сверхразум уже вмешивался в этой фазе игроков-героев.</translation>
    </message>
    <message>
        <source>An Interruption discards two Mutation cards; the Overmind&apos;s hand: {cards}.</source>
        <translation>Вмешательство требует сбросить две карты мутации; в руке Сверхразума: {cards}.</translation>
    </message>
    <message>
        <source>Only an Alien Unit interrupts, not {model}.</source>
        <translation>Вмешаться может только инопланетянин, а не {model}.</translation>
    </message>
    <message>
        <source>Mutation cards are discarded and drawn in the Overmind phase.</source>
        <translation>Карты мутации сбрасываются и берутся в фазе Сверхразума.</translation>
    </message>
    <message>
        <source>The Overmind has already discarded and drawn in this phase.</source>
        <translation>Сверхразум уже сбрасывал и брал карты в этой фазе.</translation>
    </message>
    <message>
        <source>The Overmind may discard 0 to {most} Mutation cards, not {count}.</source>
        <translation>Сверхразум может сбросить от 0 до {most} карт мутации, а не {count}.</translation>
    </message>
    <message>
        <source>It is not {model}&apos;s Turn: activate it first.</source>
        <translation>Сейчас не ход {model}: сначала активируйте эту модель.</translation>
    </message>
    <message>
        <source>{model} has used both Actions of its Turn.</source>
        <translation>{model} уже использовал оба действия своего хода.</translation>
    </message>
    <message>
        <source>{model} has already chosen {board_action} in this Turn.</source>
        <translation>{model} уже выбирал {board_action} в этом ходу.</translation>
    </message>
    <message>
        <source>{model} is still a Blip: it may MOVE, SPRINT or flip itself, not {board_action}.</source>
        <translation>{model} всё ещё маркер: он может выполнить ДВИЖЕНИЕ, РЫВОК или вскрыться, но не {board_action}.</translation>
    </message>
    <message>
        <source>{model} is not a Blip token.</source>
        <translation>{model} — не маркер.</translation>
    </message>
    <message>
        <source>{model} can attack only an enemy on the map, not {target}.</source>
        <translation>{model} может атаковать только врага на карте, а не {target}.</translation>
    </message>
    <message>
        <source>{target} is not adjacent to {model}: no melee attack.</source>
        <translation>{target} не стоит рядом с {model}: атака в ближнем бою невозможна.</translation>
    </message>
    <message>
        <source>A wall stands between {model} and {target}: no melee attack.</source>
        <translation>Между {model} и {target} стоит стена: атака в ближнем бою невозможна.</translation>
    </message>
    <message>
        <source>{model} has no psychic ability: no Psychic Attack.</source>
        <translation>У {model} нет псионических способностей: ПСИ-АТАКА невозможна.</translation>
    </message>
    <message>
        <source>{target} is out of {model}&apos;s long range: distance {distance}, long range {range}.</source>
        <translation>{target} вне дальней дистанции {model}: расстояние {distance}, дальняя дистанция {range}.</translation>
    </message>
    <message>
        <source>{target} is adjacent to {model}: shoot only at a target farther off.</source>
        <translation>{target} стоит рядом с {model}: стрелять можно только по более удалённой цели.</translation>
    </message>
    <message>
        <source>{model} has no Line of Sight to {target} (the line between them crosses walls: {walls}; occupied or blocking squares: {squares}).</source>
        <translation>У {model} нет линии видимости до {target} (линия между ними пересекает стены: {walls}; занятые клетки или препятствия на пути: {squares}).</translation>
    </message>
    <message>
        <source>{model} has no Combat Value for {board_kind}.</source>
        <translation>У {model} нет боевого значения для действия {board_kind}.</translation>
    </message>
    <message>
        <source>No object stands on {square} (an objective square not used yet).</source>
        <translation>На клетке {square} нет объекта (это должна быть ещё не использованная клетка цели).</translation>
    </message>
    <message>
        <source>The object on {square} is not adjacent to {model}: no melee attack.</source>
        <translation>Объект на клетке {square} не соседствует с {model}: атака в ближнем бою невозможна.</translation>
    </message>
    <message>
        <source>A wall stands between {model} and the object on {square}.</source>
        <translation>Между {model} и объектом на клетке {square} стоит стена.</translation>
    </message>
    <message>
        <source>The object on {square} is adjacent to {model}: shoot only at one farther off.</source>
        <translation>Объект на клетке {square} соседствует с {model}: стрелять можно только по более дальним целям.</translation>
    </message>
    <message>
        <source>{model} has no Line of Sight to the object on {square}.</source>
        <translation>У {model} нет линии видимости до объекта на клетке {square}.</translation>
    </message>
    <message>
        <source>The object on {square} is out of {model}&apos;s long range: distance {distance}, long range {range}.</source>
        <translation>Объект на клетке {square} вне дальней дистанции ({model}): расстояние {distance}, дальняя дистанция {range}.</translation>
    </message>
    <message>
        <source>{square} is neither {model}&apos;s square nor next to it.</source>
        <translation>{square} — не клетка {model} и не соседняя с ней.</translation>
    </message>
    <message>
        <source>Nothing on {square} offers an INTERACT (or it was used).</source>
        <translation>На {square} нет ничего для ВЗАИМОДЕЙСТВИЯ (или это уже использовано).</translation>
    </message>
    <message>
        <source>{model} is not down: in the board game a model at Health 0 is killed (M-CX-4), so there is nobody to stabilise.</source>
        <translation>{model}: никто не лежит без сознания — в настольной игре модель со здоровьем 0 погибает (M-CX-4), стабилизировать некого.</translation>
    </message>
    <message>
        <source>Only a Hero standing on the exit {square} leaves by it, not {model}.</source>
        <translation>Покинуть карту через выход {square} может только стоящий на нём Герой, а не {model}.</translation>
    </message>
    <message>
        <source>{soldier} carries no weapon that works on this mission (in its own slot, and under water an underwater or mixed one).</source>
        <translation>У {soldier} нет оружия, которое действует в этой миссии (в своём слоте, а под водой — подводного или смешанного типа).</translation>
    </message>
    <message>
        <source>{soldier} goes under water without a spare aqualung tank: a damaged tank can then only be saved in an air pocket.</source>
        <translation>{soldier} идёт под воду без запасного баллона акваланга: повреждённый баллон тогда спасёт только воздушный карман.</translation>
    </message>
    <message>
        <source>“{slot}” is not a slot of the {ruleset} ruleset (its slots: {slots}).</source>
        <extracomment>INV-3: how many positions past a slot&apos;s largest capacity a GM override may fill. The findings of INV-3 by message key.</extracomment>
        <translation>«{slot}» — не слот набора правил {ruleset} (его слоты: {slots}).</translation>
    </message>
    <message>
        <source>A position in the {slot} is a whole number from 0 to {last}, not {position}, even with a GM override.</source>
        <translation>Позиция в слоте «{slot}» — целое число от 0 до {last}, а не {position}, даже по решению ведущего.</translation>
    </message>
    <message>
        <source>The {slot} of {soldier} has no position left, not even with a GM override (positions 0 to {last}).</source>
        <translation>В слоте «{slot}» у персонажа {soldier} не осталось ни одной позиции, даже для решения ведущего (позиции от 0 до {last}).</translation>
    </message>
    <message>
        <source>&quot;{item_type}&quot; is not an item type of the {ruleset} ruleset.</source>
        <extracomment>The app&apos;s armoury rules by ID. The findings of the armoury checks by message key.</extracomment>
        <translation>«{item_type}» — нет такого предмета в наборе правил {ruleset}.</translation>
    </message>
    <message>
        <source>Choose the item type to add.</source>
        <translation>Выберите, какой предмет добавить.</translation>
    </message>
    <message>
        <source>Add from 1 to {most} items at a time, not {count}.</source>
        <translation>За раз можно добавить от 1 до {most} предметов, а не {count}.</translation>
    </message>
    <message>
        <source>{item} has no charges, so none can be given ({charges}).</source>
        <translation>У предмета «{item}» нет зарядов, задать их нельзя ({charges}).</translation>
    </message>
    <message>
        <source>{item} takes from 1 to {most} charges, not {charges}.</source>
        <translation>У предмета «{item}» может быть от 1 до {most} зарядов, а не {charges}.</translation>
    </message>
    <message>
        <source>{item} #{item_id} is carried by {soldier}: return it to the armoury first.</source>
        <translation>{item} №{item_id} у бойца {soldier}: сначала верните предмет в арсенал.</translation>
    </message>
    <message>
        <source>{item} #{item_id} is no longer in the campaign&apos;s hands.</source>
        <translation>{item} №{item_id} уже выбыл из кампании.</translation>
    </message>
    <message>
        <source>Choose at least one item to remove.</source>
        <translation>Выберите хотя бы один предмет для списания.</translation>
    </message>
    <message>
        <source>{soldier} is {kit_status}: only the kit of a soldier who is dead, missing in action or retired returns to the armoury in one step.</source>
        <translation>{soldier} — {kit_status}: за один шаг в арсенал возвращается только снаряжение погибшего, пропавшего без вести или ушедшего в отставку бойца.</translation>
    </message>
    <message>
        <source>{soldier} carries nothing to return.</source>
        <translation>{soldier} ничего не несёт — возвращать нечего.</translation>
    </message>
    <message>
        <source>{soldier} is on mission “{mission}” in progress: the kit stays with the soldier until the mission ends.</source>
        <translation>{soldier} на идущей миссии «{mission}»: снаряжение остаётся у бойца до конца миссии.</translation>
    </message>
    <message>
        <source>on active duty</source>
        <translation>в строю</translation>
    </message>
    <message>
        <source>wounded</source>
        <translation>ранен</translation>
    </message>
    <message>
        <source>down</source>
        <translation>выведен из строя</translation>
    </message>
</context>
<context>
    <name>RuleMoves</name>
    <message>
        <source>jump</source>
        <translation>прыжок</translation>
    </message>
    <message>
        <source>climb</source>
        <translation>подъём</translation>
    </message>
    <message>
        <source>swim</source>
        <translation>заплыв</translation>
    </message>
    <message>
        <source>swim-climb</source>
        <translation>подъём вплавь</translation>
    </message>
</context>
<context>
    <name>RulePhases</name>
    <message>
        <source>movement</source>
        <translation>движения</translation>
    </message>
    <message>
        <source>shooting</source>
        <translation>стрельбы</translation>
    </message>
    <message>
        <source>assault</source>
        <translation>рукопашной</translation>
    </message>
</context>
<context>
    <name>RuleSaves</name>
    <message>
        <source>cover</source>
        <translation>укрытие</translation>
    </message>
    <message>
        <source>invulnerable</source>
        <translation>неуязвимость</translation>
    </message>
    <message>
        <source>armour</source>
        <translation>броня</translation>
    </message>
    <message>
        <source>saved</source>
        <translation>спасён</translation>
    </message>
    <message>
        <source>not saved</source>
        <translation>не спасён</translation>
    </message>
</context>
<context>
    <name>RuleSides</name>
    <message>
        <source>X-COM</source>
        <translation>X-COM</translation>
    </message>
    <message>
        <source>aliens&apos;</source>
        <translation>пришельцев</translation>
    </message>
</context>
<context>
    <name>RuleSizes</name>
    <message>
        <source>small</source>
        <translation>малый</translation>
    </message>
    <message>
        <source>large</source>
        <translation>большой</translation>
    </message>
</context>
<context>
    <name>RuleStatuses</name>
    <message>
        <source>active</source>
        <translation>в строю</translation>
    </message>
    <message>
        <source>down</source>
        <translation>выведен из строя</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>погиб</translation>
    </message>
    <message>
        <source>mia</source>
        <translation>пропал без вести</translation>
    </message>
    <message>
        <source>evacuated</source>
        <translation>эвакуирован</translation>
    </message>
</context>
<context>
    <name>RuleTexts</name>
    <message>
        <source>A character that was just activated, dragged, freed, pulled from a medbay capsule or released from mind control this phase may perform no actions until the end of the phase.</source>
        <translation>Персонаж, который в этой фазе был только что активирован, перетащен, освобождён, извлечён из капсулы медотсека или освобождён от контроля разума, не может совершать действий до конца фазы.</translation>
    </message>
    <message>
        <source>During a battle, characters may pass each other objects from their inventory or carried in their hands.</source>
        <translation>Во время боя персонажи могут передавать друг другу предметы из инвентаря или те, что они держат в руках.</translation>
    </message>
    <message>
        <source>Both characters must be in base contact and spend a full movement or shooting phase.</source>
        <translation>Оба персонажа должны быть в контакте подставок и потратить целую фазу движения или стрельбы.</translation>
    </message>
    <message>
        <source>Most weapons can be carried in a large-size or a small-size slot, but only characters that have the slot the weapon calls for can use it.</source>
        <translation>Большую часть оружия можно носить в слоте большого или малого размера, но использовать его могут только персонажи, у которых есть нужный оружию слот.</translation>
    </message>
    <message>
        <source>Charges (ammunition) for weapons and equipment may be passed only between characters of the same class.</source>
        <translation>Заряды (боеприпасы) для оружия и снаряжения можно передавать только между персонажами одного класса.</translation>
    </message>
    <message>
        <source>Under water only weapons of the underwater or mixed type work.</source>
        <translation>Под водой работает только подводное или универсальное оружие.</translation>
    </message>
    <message>
        <source>A character that cannot or does not fly may declare one jump in the movement or shooting phase, to an end point no more than 6&quot; horizontally and 3&quot; vertically away; only once per phase.</source>
        <translation>Персонаж, который не может или не хочет лететь, может объявить один прыжок в фазе движения или стрельбы к конечной точке не дальше 6&quot; по горизонтали и 3&quot; по вертикали; только один раз за фазу.</translation>
    </message>
    <message>
        <source>A jump needs a passed Initiative test; on a pass the character reaches the point and may go on moving if it has inches left.</source>
        <translation>Для прыжка нужно пройти тест Инициативы; при успехе персонаж достигает точки и может продолжить движение, если у него остались дюймы.</translation>
    </message>
    <message>
        <source>Bikes, walkers and cavalry must declare, and physically move, the full 6&quot; horizontally to jump: they need a run-up.</source>
        <translation>Мотоциклы, шагоходы и кавалерия должны объявить и реально пройти полные 6&quot; по горизонтали, чтобы прыгнуть: им нужен разбег.</translation>
    </message>
    <message>
        <source>On a failed test the character falls vertically from halfway along the declared jump or climb and takes an automatic hit of Strength equal to the inches it tried plus the inches it fell, rounded up.</source>
        <translation>При проваленном тесте персонаж падает вертикально с середины объявленного прыжка или подъёма и получает автоматическое попадание с Силой, равной сумме дюймов попытки и дюймов падения, с округлением вверх.</translation>
    </message>
    <message>
        <source>Above Strength 10 the falling hit is Strength 10, and each further inch lowers the AP by 1 from AP6 (a 4&quot; jump over a 10&quot; drop: S10 AP3).</source>
        <translation>Выше Силы 10 попадание от падения имеет Силу 10, а каждый следующий дюйм снижает AP на 1, начиная с AP6 (прыжок на 4&quot; с перепадом 10&quot;: S10 AP3).</translation>
    </message>
    <message>
        <source>Cover saves do not apply against falling hits; vehicles always take them on their side armour.</source>
        <translation>Спасброски за укрытие против попаданий от падения не действуют; техника всегда получает их в бортовую броню.</translation>
    </message>
    <message>
        <source>After a failed jump or climb the character cannot move any further this phase.</source>
        <translation>После неудачного прыжка или подъёма персонаж больше не может двигаться в этой фазе.</translation>
    </message>
    <message>
        <source>A jump into the void still falls after a passed test, vertically from the declared point, may not move further, and the jump&apos;s horizontal length is not added to the hit&apos;s Strength.</source>
        <translation>Прыжок в пустоту всё равно заканчивается падением даже после пройденного теста — вертикально из объявленной точки; двигаться дальше нельзя, а горизонтальная длина прыжка не прибавляется к Силе попадания.</translation>
    </message>
    <message>
        <source>Infantry, Jet Pack Infantry, Jump Infantry, Monstrous Creatures, Flying Monstrous Creatures and Walkers may climb up to 6&quot;; a failed climb falls from its highest point.</source>
        <translation>Пехота, пехота с реактивными ранцами, прыгающая пехота, монстры, летающие монстры и шагоходы могут взбираться на высоту до 6&quot;; при неудачном подъёме персонаж падает с его самой высокой точки.</translation>
    </message>
    <message>
        <source>A character with no solid surface under it at the end of its movement slips and falls on from where it stopped.</source>
        <translation>Персонаж, под которым в конце движения нет твёрдой поверхности, соскальзывает и падает дальше с того места, где остановился.</translation>
    </message>
    <message>
        <source>Under water jumping and climbing are replaced by swimming; a failed swim takes no hit but scatters d6&quot; in a random direction from where it would have fallen and takes an aqualung breakage test.</source>
        <translation>Под водой прыжки и подъёмы заменяются заплывами; проваленный заплыв не даёт попадания, но персонажа относит на d6&quot; в случайном направлении от места, где он упал бы, и он проходит тест на повреждение акваланга.</translation>
    </message>
    <message>
        <source>A character reduced to 0 wounds is down: it may be stabilised during the next 3 turns of its side, counted from the first one that begins after the wound, and dies at the start of the 4th; full stabilisation stops the timer, under water stabilisation adds 5 turns instead.</source>
        <translation>Персонаж, у которого осталось 0 ран, выведен из строя: его можно стабилизировать в течение 3 следующих ходов его стороны, считая с первого, который начинается после ранения, а в начале 4-го он погибает; полная стабилизация останавливает отсчёт, под водой стабилизация вместо этого добавляет 5 ходов.</translation>
    </message>
    <message>
        <source>A character whose tank is damaged has the next 3 turns of its side to fix it, counted from the first one that begins after the damage, and dies at the start of the 4th.</source>
        <translation>У персонажа с повреждённым баллоном есть 3 следующих хода его стороны, считая с первого, который начинается после повреждения, чтобы исправить это; в начале 4-го он погибает.</translation>
    </message>
    <message>
        <source>W-WATER-4&apos;s &apos;any wound&apos; means one d6 per unsaved wound, for X-COM characters whose species breathes air.</source>
        <translation>«Любое ранение» в W-WATER-4 означает один d6 за каждую неотражённую рану для персонажей X-COM, чей вид дышит воздухом.</translation>
    </message>
    <message>
        <source>Stabilisation in water adds its 5 turns once each time the character goes down; a second one in open water adds nothing.</source>
        <translation>Стабилизация в воде добавляет свои 5 ходов один раз за каждый выход из строя; повторная стабилизация в открытой воде ничего не даёт.</translation>
    </message>
    <message>
        <source>Putting on a replacement tank costs the character&apos;s movement phase and one spare aqualung tank from its own inventory, which leaves play.</source>
        <translation>Смена баллона стоит персонажу фазы движения и одного запасного баллона акваланга из его собственного инвентаря, который выходит из игры.</translation>
    </message>
    <message>
        <source>Any friendly character in base contact can stabilise a downed one by spending its whole shooting phase, as in R-2; when the ruleset needs a medkit, each stabilisation uses up one charge of the medic&apos;s own kit.</source>
        <translation>Любой союзный персонаж в контакте подставок может стабилизировать выведенного из строя, потратив всю свою фазу стрельбы, как в R-2; если правила требуют аптечку, каждая стабилизация расходует один заряд собственной аптечки медика.</translation>
    </message>
    <message>
        <source>A hit wounds on a d6 by the Strength-against-Toughness chart (4+ at S = T) and each wound may be saved by armour (d6 &gt;= Sv) unless the AP is equal to or lower than Sv; against a vehicle d6 + Strength beats (penetrating) or equals (glancing) the armour.</source>
        <translation>Попадание ранит при броске d6 по таблице Сила против Стойкости (4+ при S = T), и от каждой раны можно спастись бронёй (d6 &gt;= Sv), если AP не равен Sv и не меньше его; против техники d6 + Сила больше брони — пробивающее попадание, равно — скользящее.</translation>
    </message>
    <message>
        <source>A random direction is rolled on a scatter die or as a bearing of 0-359 degrees; distances are whole inches.</source>
        <translation>Случайное направление определяется кубиком отклонения или как азимут 0–359 градусов; расстояния — в целых дюймах.</translation>
    </message>
    <message>
        <source>Fall Strength = ceil(the jump&apos;s horizontal length, or a climb&apos;s whole climbed path, + the drop from the fall point), or ceil(drop) alone for a jump into the void or a slip; a jump into the void falls from the declared point on a pass and from halfway on a failure; Strength 0 means no hit.</source>
        <translation>Сила падения = ceil(горизонтальная длина прыжка или весь путь подъёма + высота падения от точки падения), или только ceil(высоты) для прыжка в пустоту и срыва; прыжок в пустоту при успехе падает из объявленной точки, при провале — с середины пути; Сила 0 — удара нет.</translation>
    </message>
    <message>
        <source>Each shot hits on a d6 by Ballistic Skill (BS1 6+, BS2 5+, BS3 4+, BS4 3+, BS5 or more 2+; a 1 always misses), with a weapon the shooter can use, within its range; a weapon with charges spends one per attack and cannot fire with none left.</source>
        <translation>Каждый выстрел попадает на d6 по Навыку стрельбы (BS1 6+, BS2 5+, BS3 4+, BS4 3+, BS5 и выше 2+; 1 — всегда промах), из оружия, которым стрелок может пользоваться, в пределах его дальности; оружие с зарядами тратит один за атаку и без зарядов не стреляет.</translation>
    </message>
    <message>
        <source>In the assault phase models in base contact attack with their Attacks: 3+ to hit against a lower Weapon Skill, 4+ against an equal or higher one up to double, 5+ beyond; the hits use the attacker&apos;s Strength or a close combat weapon&apos;s profile.</source>
        <translation>В фазе штурма модели в контакте подставками атакуют по числу Атак: попадание на 3+ против меньшего Навыка рукопашной, на 4+ против равного или большего не более чем вдвое, на 5+ — если больше; попадания наносятся с Силой атакующего или по профилю оружия ближнего боя.</translation>
    </message>
    <message>
        <source>Unit types flagged vehicle (by default Vehicle and Walker) take hits on their armour: d6 + Strength against the facing&apos;s armour, falling hits on the side armour.</source>
        <translation>Типы юнитов с пометкой vehicle (по умолчанию техника и шагоход) получают попадания в броню: d6 + Сила против брони стороны, удар при падении — в бортовую броню.</translation>
    </message>
    <message>
        <source>A swim replaces both moves: a swim-jump keeps the jump&apos;s limits (6&quot; across, 3&quot; up or down), a swim-climb the climb&apos;s (6&quot;, climbing unit types, fall from the highest point).</source>
        <translation>Плавание заменяет оба манёвра: прыжок вплавь сохраняет пределы прыжка (6&quot; вбок, 3&quot; вверх или вниз), подъём вплавь — пределы подъёма (6&quot;, типы юнитов, умеющие лазать, падение с высшей точки).</translation>
    </message>
    <message>
        <source>A failed swim sinks from the fall point with no hit, then scatters d6&quot; from where it settled and takes the aqualung breakage test.</source>
        <translation>При проваленном заплыве персонаж без удара опускается от точки падения, затем смещается на d6&quot; от места, где опустился, и проходит тест на поломку акваланга.</translation>
    </message>
    <message>
        <source>No falling hit under water, ever: a passed swim into open water ends the move at the declared point; no slipping.</source>
        <translation>Под водой удара от падения не бывает: удачный заплыв в открытую воду заканчивает движение в объявленной точке; срывов нет.</translation>
    </message>
    <message>
        <source>A move that ends over nothing slips at once: a hit of Strength ceil(drop), no further movement.</source>
        <translation>Движение, закончившееся над пустотой, сразу оборачивается срывом: удар с Силой ceil(высоты), дальше двигаться нельзя.</translation>
    </message>
    <message>
        <source>Inside an air pocket or X-COM transport a wound does not roll for the aqualung.</source>
        <translation>В воздушном кармане или транспорте X-COM за ранение акваланг не проверяют.</translation>
    </message>
    <message>
        <source>W-WATER-3&apos;s random direction is a bearing of 0-359 degrees from the dice; the distance is d6&quot;.</source>
        <translation>Случайное направление в W-WATER-3 — азимут 0–359 градусов по кубикам; расстояние — d6&quot;.</translation>
    </message>
    <message>
        <source>A jump, climb or swim declared in the shooting phase is the character&apos;s run: it spends that phase, so no shooting, handoff or stabilising in it, before or after.</source>
        <translation>Прыжок, подъём или заплыв, объявленные в фазе стрельбы, — это бег персонажа: он тратит эту фазу, и в ней нельзя ни стрелять, ни передавать предметы, ни стабилизировать раненых — ни до, ни после.</translation>
    </message>
    <message>
        <source>Before a squad deploys, the app lists what will not work on the mission (a weapon that does not work in its environment, a soldier without a working weapon, no spare tank under water, no aliens); the GM may deploy anyway, giving a reason.</source>
        <translation>Перед отправкой отряда приложение перечисляет, что не сработает в миссии (оружие, не действующее в её среде, солдат без действующего оружия, нет запасного баллона под водой, нет пришельцев); ведущий может отправить отряд всё равно, указав причину.</translation>
    </message>
    <message>
        <source>A soldier on a mission in progress changes status and wounds only through that mission; its debrief writes them back and never overwrites a newer change made meanwhile.</source>
        <translation>Статус и раны бойца на идущей миссии меняются только через эту миссию; её итоги записывают их в состав и никогда не затирают более позднее изменение, сделанное тем временем.</translation>
    </message>
    <message>
        <source>Only a soldier who is alive and present can retire: the dead and the missing stay in the Memorial.</source>
        <translation>В отставку может уйти только живой боец, который не пропал: погибшие и пропавшие без вести остаются в Мемориале.</translation>
    </message>
    <message>
        <source>An item of size 2 or more (person-sized or larger) fits no personal slot; items of size 0 or 1 fit any of them.</source>
        <translation>Предмет размера 2 и больше (в рост человека и крупнее) не помещается ни в один личный слот; предметы размера 0 или 1 помещаются в любой из них.</translation>
    </message>
    <message>
        <source>Whatever the path, even a GM override, an item is in a slot of the ruleset, at a whole-number position from 0 to the slot&apos;s last position (its largest capacity plus 4 positions only an override fills).</source>
        <translation>Каким бы путём предмет ни попал на место, даже решением ведущего, он лежит в слоте из набора правил, на позиции — целом числе от 0 до последней позиции слота (его наибольшая вместимость плюс 4 позиции, которые занимает только решение ведущего).</translation>
    </message>
    <message>
        <source>W-HAND-4 restricts items of kind ammo (charges for a weapon or equipment); weapons and equipment themselves pass between any classes.</source>
        <translation>W-HAND-4 ограничивает предметы вида «боеприпасы» (заряды для оружия или снаряжения); само оружие и снаряжение передаются между любыми классами.</translation>
    </message>
    <message>
        <source>Characteristic test: a d6 equal to or lower than the characteristic passes; a natural 6 always fails and a natural 1 always passes.</source>
        <translation>Тест характеристики: результат d6, равный характеристике или меньше её, — успех; натуральная 6 — всегда провал, натуральная 1 — всегда успех.</translation>
    </message>
    <message>
        <source>A falling hit&apos;s AP never goes below AP1, whatever the Strength.</source>
        <translation>AP попадания от падения никогда не бывает ниже AP1, какой бы ни была Сила.</translation>
    </message>
    <message>
        <source>Each wound allows one save: armour (d6 &gt;= Sv) unless the AP is Sv or lower, the cover the GM states (never against a fall), an invulnerable save; by default the best single one, unsaved wounds reduce the Wounds.</source>
        <translation>Каждое ранение даёт один спасбросок: броня (d6 &gt;= Sv), если AP не меньше или равен Sv — нет, укрытие, названное ведущим (никогда против падения), неуязвимость; по умолчанию — лучший из них; неотражённые раны уменьшают Раны.</translation>
    </message>
    <message>
        <source>The &apos;class&apos; of W-HAND-4 is the soldier class (aliens use their species), or the unit type if the ruleset says so.</source>
        <translation>«Класс» в W-HAND-4 — это класс бойца (у пришельцев — их вид) или тип бойца, если так сказано в правилах.</translation>
    </message>
    <message>
        <source>A handoff spends the whole phase of both characters: neither may have done anything else in it before, nor do anything in it after, in whichever order the GM enters them (unless the ruleset says only the giver spends it).</source>
        <translation>Передача тратит всю фазу обоих персонажей: ни один из них не должен был делать в ней ничего другого до неё и не может ничего делать после, в каком бы порядке ведущий их ни вводил (если только правила не говорят, что фазу тратит лишь передающий).</translation>
    </message>
    <message>
        <source>Items of size 0 or 1 may be carried in a large- or a small-size slot, but a weapon is usable only in the slot it calls for, by a character that has that slot; anywhere else it is carried, unusable (a warning; a refused handoff when the ruleset forbids carrying what cannot be used).</source>
        <translation>Предметы размера 0 или 1 можно носить в большом или малом слоте, но оружием можно пользоваться только в том слоте, который оно требует, и только персонажу, у которого такой слот есть; в любом другом месте оно носится, но не используется (предупреждение; передача запрещена, если правила не позволяют носить то, чем нельзя пользоваться).</translation>
    </message>
    <message>
        <source>A character under W-ACT-1 may not take part in a handoff: a handoff is an action of both characters.</source>
        <translation>Персонаж под действием W-ACT-1 не может участвовать в передаче: передача — действие обоих персонажей.</translation>
    </message>
    <message>
        <source>Weapons are of the ground, underwater or mixed type; ground weapons can be carried under water but not used.</source>
        <translation>Оружие бывает наземным, подводным или универсальным; наземное оружие можно носить под водой, но нельзя использовать.</translation>
    </message>
    <message>
        <source>Full stabilisation is impossible under water: in water stabilisation only gives 5 more turns of life; full stabilisation needs an air pocket, the shore or an X-COM transport.</source>
        <translation>Под водой полная стабилизация невозможна: в воде стабилизация даёт лишь ещё 5 ходов жизни; для полной стабилизации нужен воздушный карман, берег или транспорт X-COM.</translation>
    </message>
    <message>
        <source>On any wound an X-COM character under water rolls a d6: on a 1 or 2 its aqualung tank is damaged, and unless it puts on a replacement or reaches air within 3 turns it suffocates at the start of the fourth.</source>
        <translation>При любом ранении персонаж X-COM под водой бросает d6: на 1 или 2 его баллон акваланга повреждён, и если он не наденет запасной или не доберётся до воздуха за 3 хода, то задохнётся в начале четвёртого.</translation>
    </message>
    <message>
        <source>An air pocket or X-COM transport stops the aqualung timer while the character stays inside; the tank stays damaged, and leaving restarts the 3-turn grace from turn 0.</source>
        <translation>Воздушный карман или транспорт X-COM останавливает таймер акваланга, пока персонаж находится внутри; баллон остаётся повреждённым, а после выхода отсрочка в 3 хода начинается заново с хода 0.</translation>
    </message>
    <message>
        <source>A character that is down, dead, missing or evacuated takes no action.</source>
        <translation>Выведенный из строя, погибший, пропавший без вести или эвакуированный персонаж не действует.</translation>
    </message>
    <message>
        <source>A finished mission takes no further command; only undo and notes.</source>
        <translation>Завершённая миссия не принимает команд; возможны только отмена и заметки.</translation>
    </message>
    <message>
        <source>Undo reverts a command of the log that is not undone already, by its first event.</source>
        <translation>Отмена откатывает ещё не отменённую команду журнала по её первому событию.</translation>
    </message>
    <message>
        <source>Only the side whose turn it is moves, shoots, passes items and stabilises.</source>
        <translation>Двигается, стреляет, передаёт предметы и стабилизирует только сторона, чей сейчас ход.</translation>
    </message>
    <message>
        <source>Moving belongs to the movement phase, shooting and running to the shooting phase, assaulting to the assault phase, each once per phase.</source>
        <translation>Движение относится к фазе движения, стрельба и бег — к фазе стрельбы, рукопашная атака — к фазе рукопашной; каждое — один раз за фазу.</translation>
    </message>
    <message>
        <source>A mission is played by the rule system of its campaign&apos;s ruleset, once that system&apos;s missions can be played.</source>
        <translation>Миссия играется по системе правил набора правил её кампании, когда миссии этой системы можно играть.</translation>
    </message>
    <message>
        <source>A mission&apos;s plan names only what its ruleset knows: an environment of the rule system and the ruleset&apos;s species.</source>
        <translation>План миссии называет только то, что знает её набор правил: среду этой системы правил и виды пришельцев набора.</translation>
    </message>
    <message>
        <source>An attack targets another character, an enemy still on the table.</source>
        <translation>Цель атаки — другой персонаж, враг, который ещё на столе.</translation>
    </message>
    <message>
        <source>An item goes into a slot the character has, at a free position within the slot&apos;s capacity.</source>
        <translation>Предмет кладётся в слот, который есть у персонажа, на свободную позицию в пределах вместимости слота.</translation>
    </message>
    <message>
        <source>In the Hero Player Phase the Heroes are activated one by one, in any order, each once; an activated Hero takes its Turn.</source>
        <translation>В фазе игроков-героев Герои активируются по одному, в любом порядке, каждый по одному разу; активированный Герой выполняет свой ход.</translation>
    </message>
    <message>
        <source>Once during the Hero Player Phase the Overmind may discard two Mutation cards for an Interruption: one Alien Unit is activated before the next Hero.</source>
        <translation>Один раз за фазу игроков-героев Сверхразум может сбросить две карты мутации ради вмешательства: один инопланетянин активируется перед следующим Героем.</translation>
    </message>
    <message>
        <source>On its Turn a model performs two Actions, which must be different: the same Action cannot be chosen twice in one activation.</source>
        <translation>В свой ход модель выполняет два действия, и они должны быть разными: одно и то же действие нельзя выбрать дважды за одну активацию.</translation>
    </message>
    <message>
        <source>MOVE: up to the Movement Value in squares; a diagonal step only when both squares it passes by are open (no wall or obstacle), otherwise the move is orthogonal.</source>
        <translation>ДВИЖЕНИЕ: не больше клеток, чем значение движения; шаг по диагонали возможен, только если обе клетки, мимо которых он проходит, открыты (нет стены или препятствия), иначе движение идёт по горизонтали или вертикали.</translation>
    </message>
    <message>
        <source>SPRINT: a MOVE of half the Movement Value, a different Action from MOVE.</source>
        <translation>РЫВОК: ДВИЖЕНИЕ на половину значения движения; это действие отличается от ДВИЖЕНИЯ.</translation>
    </message>
    <message>
        <source>MELEE ATTACK: only against an adjacent target, with as many Combat dice as the Melee value.</source>
        <translation>АТАКА В БЛИЖНЕМ БОЮ: только против соседней цели, бросается столько боевых кубиков, каково значение ближнего боя.</translation>
    </message>
    <message>
        <source>SHOOT ATTACK: only against a non-adjacent target in Line of Sight; within short range the short-range Combat Value, else within long range the long-range one; beyond long range no attack.</source>
        <translation>СТРЕЛЬБА: только против несоседней цели на линии видимости; на ближней дистанции действует боевое значение ближней дистанции, иначе на дальней дистанции — дальней; за пределами дальней дистанции атака невозможна.</translation>
    </message>
    <message>
        <source>INTERACT: no effect of its own; it acts only where the map offers it (an item, an objective or an exit square).</source>
        <translation>ВЗАИМОДЕЙСТВИЕ: собственного эффекта не имеет; действует только там, где его предлагает карта (предмет, цель или клетка выхода).</translation>
    </message>
    <message>
        <source>OVERWATCH readies a Shoot Attack against an enemy moving where it can be attacked: both Actions give full Overwatch (red token), the second Action alone weak Overwatch (blue token).</source>
        <translation>ДОЗОР подготавливает стрельбу по врагу, который движется туда, где его можно атаковать: оба действия дают полный дозор (красный жетон), только второе действие — слабый дозор (синий жетон).</translation>
    </message>
    <message>
        <source>PSYCHIC ATTACK: Alien Units with &apos;psy&apos; in an ability&apos;s name attack without Line of Sight, and the target cannot defend with its Defence value.</source>
        <translation>ПСИ-АТАКА: инопланетяне, у которых в названии способности есть «psy», атакуют без линии видимости, и цель не может защищаться своим значением защиты.</translation>
    </message>
    <message>
        <source>FLIP BLIP TOKEN: an Alien Unit that is still a Blip may reveal itself as an Action.</source>
        <translation>ВСКРЫТЬ МАРКЕР: инопланетянин, который всё ещё остаётся маркером, может раскрыть себя в качестве действия.</translation>
    </message>
    <message>
        <source>At most five Combat dice are rolled; each point of attack above five turns one BLANK into a HIT.</source>
        <translation>Бросается не больше пяти боевых кубиков; каждое очко атаки сверх пяти превращает одно ПУСТО в ПОПАДАНИЕ.</translation>
    </message>
    <message>
        <source>The defender rolls its Defence in dice (at most five); each SHIELD (two for DOUBLE SHIELD) cancels one non-critical HIT; the rest is damage to Health.</source>
        <translation>Защищающийся бросает столько кубиков, каково его значение защиты (не больше пяти); каждый ЩИТ (два за ДВОЙНОЙ ЩИТ) отменяет одно некритическое ПОПАДАНИЕ; остальное — урон здоровью.</translation>
    </message>
    <message>
        <source>Modifiers never take a Combat Value below 1, unless its unmodified value is 0.</source>
        <translation>Модификаторы никогда не опускают боевое значение ниже 1, если только его немодифицированное значение не равно 0.</translation>
    </message>
    <message>
        <source>At Health 0 or less a model is killed and removed; a Hero gains 1 Experience Point per model killed.</source>
        <translation>При здоровье 0 или меньше модель погибает и снимается с карты; Герой получает 1 очко опыта за каждую убитую модель.</translation>
    </message>
    <message>
        <source>An Interruption uses up the Overmind&apos;s next activation of that unit; an unused Overwatch token is discarded when its model activates again; in its phase the Overmind may discard up to two Mutation cards, then draws back up to five.</source>
        <translation>Вмешательство расходует следующую активацию этого юнита Сверхразумом; неиспользованный жетон дозора сбрасывается, когда его модель снова активируется; в своей фазе Сверхразум может сбросить до двух карт мутации, а затем добирает карты до пяти.</translation>
    </message>
    <message>
        <source>A Blip moves 5 squares; it is flipped when it enters a Hero&apos;s Line of Sight, when it is damaged, or by its FLIP BLIP action; a decoy is removed when flipped.</source>
        <translation>Маркер движется на 5 клеток; он вскрывается, когда попадает в линию видимости Героя, когда получает урон или своим действием ВСКРЫТЬ МАРКЕР; ложный маркер при вскрытии снимается с карты.</translation>
    </message>
    <message>
        <source>The Combat die&apos;s twelve faces are the ruleset&apos;s; the GM may type in the faces rolled on physical dice.</source>
        <translation>Двенадцать граней боевого кубика задаёт набор правил; ведущий может ввести грани, выпавшие на настоящих кубиках.</translation>
    </message>
    <message>
        <source>Adjacent means the 8 surrounding squares; range is counted in squares (Chebyshev distance); a MELEE attack needs its target adjacent and in Line of Sight, so a wall between two neighbours stops it.</source>
        <translation>Соседние — это 8 окружающих клеток; дистанция считается в клетках (расстояние Чебышёва); для рукопашной атаки цель должна быть соседней и в линии видимости, поэтому стена между соседями её не допускает.</translation>
    </message>
    <message>
        <source>Line of Sight exists when a straight line from some point of one square to some point of the other crosses no wall and passes through no square holding an obstacle, another model or a Blip; only touching a wall&apos;s end or a corner does not block. Walls that meet at a point act as one wall: a line through that point is blocked when walls leave it on both sides of the line.</source>
        <translation>Линия видимости есть, если прямая от какой-либо точки одной клетки до какой-либо точки другой не пересекает ни одной стены и не проходит через клетку с препятствием, другой моделью или сигналом; простое касание конца стены или угла линию не блокирует. Стены, сходящиеся в одной точке, действуют как одна стена: прямая через эту точку заблокирована, если стены отходят от неё по обе стороны прямой.</translation>
    </message>
    <message>
        <source>A weak Overwatch shot rolls one Combat die fewer (as the ruleset sets it, with the M-CX-3 floor).</source>
        <translation>Слабый выстрел из дозора бросает на один боевой кубик меньше (как задано в правилах, с нижней границей M-CX-3).</translation>
    </message>
    <message>
        <source>An Overwatch token stays until its model&apos;s next activation or until it fires once.</source>
        <translation>Жетон дозора остаётся до следующей активации своей модели или до первого выстрела.</translation>
    </message>
    <message>
        <source>SPRINT&apos;s half Movement Value is rounded down.</source>
        <translation>Половина значения движения для РЫВКА округляется вниз.</translation>
    </message>
    <message>
        <source>A Mission Map holds every wall and square inside it, walls on the edges between neighbouring squares, and one model or token per square.</source>
        <translation>Карта миссии содержит все стены и клетки внутри неё, стены на границах между соседними клетками и не больше одной модели или жетона на клетке.</translation>
    </message>
    <message>
        <source>A move stops on the square where an enemy in Overwatch can shoot the model, or where a Blip is revealed; a waiting Overwatch shot is taken or held before anything else.</source>
        <translation>Движение останавливается на клетке, где враг в дозоре может выстрелить по модели, или там, где вскрывается маркер; ожидающий выстрел из дозора делается или отменяется прежде всего остального.</translation>
    </message>
    <message>
        <source>The armoury is stocked only with item types of the campaign&apos;s ruleset.</source>
        <translation>Арсенал пополняется только предметами из набора правил кампании.</translation>
    </message>
    <message>
        <source>Items are added to the armoury in a count from 1 to 100 at a time.</source>
        <translation>Предметы добавляются в арсенал по 1–100 штук за раз.</translation>
    </message>
    <message>
        <source>Only an item type with charges takes charges: from 1 up to its full charges.</source>
        <translation>Заряды бывают только у предметов с зарядами: от 1 до полного запаса.</translation>
    </message>
    <message>
        <source>Only an item in the armoury leaves the campaign (lost, sold or scrapped): a carried item goes back to the armoury first.</source>
        <translation>Из кампании выбывает только предмет из арсенала (утерян, продан или списан): снаряжение бойца сначала возвращается в арсенал.</translation>
    </message>
    <message>
        <source>A soldier&apos;s whole kit returns to the armoury in one step only when the soldier is dead, missing in action or retired; an active or wounded soldier&apos;s items move one by one.</source>
        <translation>Всё снаряжение бойца возвращается в арсенал за один шаг, только если боец погиб, пропал без вести или в отставке; предметы бойца в строю или раненого перемещаются по одному.</translation>
    </message>
    <message>
        <source>A soldier on a mission in progress keeps the kit until the mission ends.</source>
        <translation>Боец на идущей миссии сохраняет своё снаряжение до конца миссии.</translation>
    </message>
    <message>
        <source>A promotion raises a serving soldier one rank up the ruleset&apos;s ranks; the top rank has none above it, and the dead, the missing and the retired are not promoted.</source>
        <translation>Повышение поднимает служащего бойца на одно звание вверх по званиям набора правил; выше высшего звания ничего нет, погибших, пропавших без вести и ушедших в отставку не повышают.</translation>
    </message>
    <message>
        <source>A wounded soldier returns to duty, wounds restored, once the campaign has finished the ruleset&apos;s number of missions since the wound or its number of days has passed, whichever comes first.</source>
        <translation>Раненый боец возвращается в строй с восстановленными ранами, когда после ранения кампания завершила заданное набором правил число миссий или прошло заданное число дней — что наступит раньше.</translation>
    </message>
</context>
<context>
    <name>RuleWeapons</name>
    <message>
        <source>Rapid Fire</source>
        <translation>Скорострельное</translation>
    </message>
    <message>
        <source>Assault</source>
        <translation>Штурмовое</translation>
    </message>
    <message>
        <source>Heavy</source>
        <translation>Тяжёлое</translation>
    </message>
    <message>
        <source>Pistol</source>
        <translation>Пистолет</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Ближний бой</translation>
    </message>
</context>
<context>
    <name>ScreenChooser</name>
    <message>
        <source>Players&apos; display</source>
        <translation>Экран для игроков</translation>
    </message>
    <message>
        <source>Show the players&apos; display on &amp;screen:</source>
        <translation>Показать экран для игроков на &amp;мониторе:</translation>
    </message>
</context>
<context>
    <name>ServiceCommand</name>
    <message>
        <source>Cannot {what}: {why}</source>
        <translation>Невозможно {what}: {why}</translation>
    </message>
</context>
<context>
    <name>ServiceErrors</name>
    <message>
        <source>campaign #{campaign_id} plays by the ruleset &apos;{ruleset_id}&apos;, whose file is missing: the campaign is read-only until the ruleset is back (xcom-manager rulesets add FILE)</source>
        <translation>кампания №{campaign_id} играется по набору правил «{ruleset_id}», файл которого отсутствует: кампания доступна только для чтения, пока набор правил не вернётся (xcom-manager rulesets add FILE)</translation>
    </message>
    <message>
        <source>there is no campaign #{campaign_id}</source>
        <translation>кампании №{campaign_id} нет</translation>
    </message>
    <message>
        <source>there is no mission #{mission_id}</source>
        <translation>миссии №{mission_id} нет</translation>
    </message>
    <message>
        <source>there is no soldier #{soldier_id}</source>
        <translation>бойца №{soldier_id} нет</translation>
    </message>
    <message>
        <source>there is no soldier #{soldier_id} in this campaign</source>
        <translation>в этой кампании нет бойца №{soldier_id}</translation>
    </message>
    <message>
        <source>there is no soldier #{soldier_id} (dismissed, or its campaign was deleted)</source>
        <translation>бойца №{soldier_id} нет (уволен, или его кампания удалена)</translation>
    </message>
    <message>
        <source>no soldier of this campaign is called “{wanted}”</source>
        <translation>в этой кампании нет бойца по имени «{wanted}»</translation>
    </message>
    <message>
        <source>there is no item #{item_id}</source>
        <translation>предмета №{item_id} нет</translation>
    </message>
    <message>
        <source>there is no item #{item_id} in campaign #{campaign_id}</source>
        <translation>в кампании №{campaign_id} нет предмета №{item_id}</translation>
    </message>
    <message>
        <source>there is no item #{item_id} in campaign #{campaign_id} (nor {others})</source>
        <translation>в кампании №{campaign_id} нет предмета №{item_id} (и {others} тоже)</translation>
    </message>
    <message>
        <source>there is no audit row #{seq} in campaign #{campaign_id}</source>
        <translation>в журнале аудита кампании №{campaign_id} нет записи №{seq}</translation>
    </message>
    <message>
        <source>there is no ruleset {ruleset_id} (installed rulesets: {installed})</source>
        <translation>набора правил {ruleset_id} нет (установлены: {installed})</translation>
    </message>
    <message>
        <source>there is no wargame ruleset installed to build the demo campaign from</source>
        <translation>не установлен набор правил варгейма, из которого строится демо-кампания</translation>
    </message>
    <message>
        <source>there is no Mission Map {map_id} (maps: {known})</source>
        <translation>карты миссии {map_id} нет (карты: {known})</translation>
    </message>
    <message>
        <source>there is no Mission Map {map_id} of your own</source>
        <translation>среди ваших карт миссий нет карты {map_id}</translation>
    </message>
    <message>
        <source>soldier #{soldier_id} is not in the campaign of item #{item_id}</source>
        <translation>боец №{soldier_id} не из кампании предмета №{item_id}</translation>
    </message>
    <message>
        <source>“{wanted}” matches {count} soldiers: {listed}; give an id</source>
        <translation>«{wanted}» подходит к нескольким бойцам ({count}): {listed}; укажите номер</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>не должно быть пустым</translation>
    </message>
    <message>
        <source>must be at most {limit} characters long</source>
        <translation>должно быть не длиннее {limit} символов</translation>
    </message>
    <message>
        <source>must be one of {known}, not {given}</source>
        <translation>должно быть одним из: {known}, а не {given}</translation>
    </message>
    <message>
        <source>an item leaves the armoury as {choices}, not {why}</source>
        <translation>предмет покидает арсенал как {choices}, а не {why}</translation>
    </message>
    <message>
        <source>cannot undo #{seq}: {item_name} has moved since</source>
        <translation>нельзя отменить №{seq}: {item_name} с тех пор перемещён(а)</translation>
    </message>
    <message>
        <source>cannot undo #{seq}: {item_name} has moved since (see #{later})</source>
        <translation>нельзя отменить №{seq}: {item_name} с тех пор перемещён(а) (см. №{later})</translation>
    </message>
    <message>
        <source>cannot undo #{seq} here: it did not add {item_name} to the armoury nor remove it</source>
        <translation>здесь нельзя отменить №{seq}: эта запись не добавляла {item_name} в арсенал и не убирала оттуда</translation>
    </message>
    <message>
        <source>cannot undo #{seq} here: it did not move {item_name} between a soldier and the armoury</source>
        <translation>здесь нельзя отменить №{seq}: эта запись не перемещала {item_name} между бойцом и арсеналом</translation>
    </message>
    <message>
        <source>cannot undo #{seq}: {item_name} was {from_kind}</source>
        <translation>нельзя отменить №{seq}: {item_name} был(а) {from_kind}</translation>
    </message>
    <message>
        <source>cannot undo #{seq}: {soldier_name} has no free position left in {slot_key} for {item_name}</source>
        <translation>нельзя отменить №{seq}: у бойца {soldier_name} в {slot_key} не осталось места для {item_name}</translation>
    </message>
    <message>
        <source>there is nothing to undo</source>
        <translation>отменять нечего</translation>
    </message>
    <message>
        <source>cannot undo these rows together: they are not one soldier&apos;s kit</source>
        <translation>эти записи нельзя отменить вместе: это не снаряжение одного бойца</translation>
    </message>
    <message>
        <source>cannot undo these rows together: they moved items both ways</source>
        <translation>эти записи нельзя отменить вместе: они перемещали предметы в обе стороны</translation>
    </message>
    <message>
        <source>item #{item_id} is {where} and cannot be moved</source>
        <translation>предмет №{item_id} — {where}, его нельзя переместить</translation>
    </message>
    <message>
        <source>item #{item_id} is a {item_type}, which the ruleset {ruleset_name} does not know; it cannot be moved</source>
        <translation>предмет №{item_id} — {item_type}, такого нет в наборе правил {ruleset_name}; его нельзя переместить</translation>
    </message>
    <message>
        <source>{soldier_name} has no free position for {item_name}, not even as a GM override; choose a slot with room</source>
        <translation>у бойца {soldier_name} нет свободного места для {item_name}, даже в обход правил; выберите слот, где есть место</translation>
    </message>
    <message>
        <source>item #{item_id} was moved by someone else meanwhile</source>
        <translation>предмет №{item_id} тем временем переместил кто-то другой</translation>
    </message>
    <message>
        <source>the kit of {soldier_name} was changed by someone else since you looked: it now holds {count} items</source>
        <translation>снаряжение бойца {soldier_name} изменил кто-то другой, пока вы смотрели: теперь предметов в нём: {count}</translation>
    </message>
    <message>
        <source>{name} still carries 1 item; return them to the armoury before dismissing the soldier</source>
        <translation>{name} всё ещё несёт 1 предмет; верните его в арсенал, прежде чем увольнять бойца</translation>
    </message>
    <message>
        <source>{name} still carries {count} items; return them to the armoury before dismissing the soldier</source>
        <translation>{name} всё ещё несёт предметы ({count}); верните их в арсенал, прежде чем увольнять бойца</translation>
    </message>
    <message>
        <source>{name} cannot be restored: soldier #{soldier_id} exists</source>
        <translation>{name} нельзя восстановить: боец №{soldier_id} уже есть</translation>
    </message>
    <message>
        <source>there is no mission #{row_id}</source>
        <translation>миссии №{row_id} нет</translation>
    </message>
    <message>
        <source>there is no campaign #{row_id}</source>
        <translation>кампании №{row_id} нет</translation>
    </message>
    <message>
        <source>dice are &apos;roll&apos; or the values typed in, not {dice}</source>
        <translation>кубики — это «roll» или введённые значения, а не {dice}</translation>
    </message>
    <message>
        <source>the audit log of campaign #{campaign_id} has lost its head record; run &apos;xcom-manager audit verify&apos; before recording more movements</source>
        <translation>журнал аудита кампании №{campaign_id} потерял свою головную запись; запустите «xcom-manager audit verify», прежде чем записывать новые перемещения</translation>
    </message>
    <message>
        <source>the audit log of campaign #{campaign_id} changed while this movement was being recorded; nothing was changed, try again</source>
        <translation>журнал аудита кампании №{campaign_id} изменился, пока записывалось это перемещение; ничего не изменено, повторите</translation>
    </message>
    <message>
        <source>the mission events of campaign #{campaign_id} have lost their head record; run &apos;xcom-manager audit verify&apos; before recording more</source>
        <translation>события миссий кампании №{campaign_id} потеряли свою головную запись; запустите «xcom-manager audit verify», прежде чем записывать новые</translation>
    </message>
    <message>
        <source>the mission events of campaign #{campaign_id} changed while this step was being recorded; nothing was changed, try again</source>
        <translation>события миссий кампании №{campaign_id} изменились, пока записывался этот шаг; ничего не изменено, повторите</translation>
    </message>
    <message>
        <source>not an audit receipt: its first line must be {header}</source>
        <translation>это не квитанция аудита: её первая строка должна быть {header}</translation>
    </message>
    <message>
        <source>line {line} of the receipt must start with {prefix}</source>
        <translation>строка {line} квитанции должна начинаться с {prefix}</translation>
    </message>
    <message>
        <source>the receipt has no &apos;signature:&apos; line after its blank line</source>
        <translation>в квитанции нет строки «signature:» после пустой строки</translation>
    </message>
    <message>
        <source>the receipt&apos;s campaign and rows must be whole numbers</source>
        <translation>кампания и число записей в квитанции должны быть целыми числами</translation>
    </message>
    <message>
        <source>the receipt&apos;s head must be 64 hexadecimal digits</source>
        <translation>голова в квитанции должна состоять из 64 шестнадцатеричных цифр</translation>
    </message>
    <message>
        <source>the receipt&apos;s events must be a whole number and 64 hexadecimal digits</source>
        <translation>события в квитанции — это целое число и 64 шестнадцатеричные цифры</translation>
    </message>
    <message>
        <source>the receipt key {path} cannot be read: {detail}</source>
        <translation>ключ квитанций {path} не читается: {detail}</translation>
    </message>
    <message>
        <source>the receipt key {path} is not an Ed25519 key</source>
        <translation>ключ квитанций {path} — не ключ Ed25519</translation>
    </message>
    <message>
        <source>the receipt cannot be kept in {path}: {detail}</source>
        <translation>квитанцию нельзя сохранить в {path}: {detail}</translation>
    </message>
    <message>
        <source>cannot write {path}: {detail}</source>
        <translation>не удаётся записать {path}: {detail}</translation>
    </message>
    <message>
        <source>cannot read {path}: {detail}</source>
        <translation>не удаётся прочитать {path}: {detail}</translation>
    </message>
    <message>
        <source>{path} is not a file (a folder, a device or a pipe): choose a campaign file</source>
        <translation>{path} — не файл (папка, устройство или канал): выберите файл кампании</translation>
    </message>
    <message>
        <source>Backups are taken only of SQLite database files; this database is not one (back a PostgreSQL database up on its server, e.g. with pg_dump).</source>
        <translation>Резервные копии делаются только для файлов баз данных SQLite; эта база не такая (копируйте базу PostgreSQL на её сервере, например pg_dump).</translation>
    </message>
    <message>
        <source>{path} is not a backup of this database</source>
        <translation>{path} — не резервная копия этой базы данных</translation>
    </message>
    <message>
        <source>Close the other windows and command-line runs on this database first: {count} other programs have it open, and a restore under them would lose what they write next. Nothing was changed.</source>
        <translation>Сначала закройте другие окна и команды, открывшие эту базу данных: других программ с ней сейчас {count}, и восстановление у них на глазах потеряло бы то, что они запишут дальше. Ничего не изменено.</translation>
    </message>
    <message>
        <source>Close the other windows and command-line runs on this database first: another program has it open, and a restore under it would lose what it writes next. Nothing was changed.</source>
        <translation>Сначала закройте другие окна и команды, открывшие эту базу данных: её держит открытой другая программа, и восстановление потеряло бы то, что она запишет дальше. Ничего не изменено.</translation>
    </message>
    <message>
        <source>the Mission Map {path} cannot be read: {detail}</source>
        <translation>карта миссии {path} не читается: {detail}</translation>
    </message>
    <message>
        <source>the Mission Map {path} breaks MIS-9: {detail}</source>
        <translation>карта миссии {path} нарушает MIS-9: {detail}</translation>
    </message>
    <message>
        <source>the Mission Map {path} is malformed: {detail}</source>
        <translation>карта миссии {path} составлена неверно: {detail}</translation>
    </message>
    <message>
        <source>the Mission Map is malformed: {detail}</source>
        <translation>карта миссии составлена неверно: {detail}</translation>
    </message>
    <message>
        <source>{file}: the id &apos;{ruleset_id}&apos; is already the ruleset of {holder}; give this ruleset an id of its own (it was not loaded)</source>
        <translation>{file}: идентификатор «{ruleset_id}» уже занят набором правил {holder}; дайте этому набору свой идентификатор (он не загружен)</translation>
    </message>
    <message>
        <source>The backup {path} cannot be restored: it is damaged or no SQLite database ({detail}). Nothing was changed; pick another backup.</source>
        <extracomment>Why a backup is not restored (:func:`refuse_unrestorable`); ``{path}`` is the backup&apos;s file.</extracomment>
        <translation>Резервную копию {path} восстановить нельзя: она повреждена или это не база данных SQLite ({detail}). Ничего не изменено; выберите другую копию.</translation>
    </message>
    <message>
        <source>The backup {path} cannot be restored: it holds no database (no tables). Nothing was changed; pick another backup.</source>
        <translation>Резервную копию {path} восстановить нельзя: в ней нет базы данных (нет таблиц). Ничего не изменено; выберите другую копию.</translation>
    </message>
    <message>
        <source>The backup {path} cannot be restored: it is not an xcom_manager database (another program&apos;s, with no schema revision of ours). Nothing was changed; pick another backup.</source>
        <translation>Резервную копию {path} восстановить нельзя: это не база данных xcom_manager (она другой программы, без нашей ревизии схемы). Ничего не изменено; выберите другую копию.</translation>
    </message>
    <message>
        <source>The backup {path} cannot be restored: its schema revision {revision} is newer than this xcom_manager knows (or not one of its own). Nothing was changed; restore it with the version that made it.</source>
        <translation>Резервную копию {path} восстановить нельзя: ревизия её схемы {revision} новее, чем знает эта версия xcom_manager (или не из её ревизий). Ничего не изменено; восстановите её той версией, которая её сделала.</translation>
    </message>
</context>
<context>
    <name>ServiceRecord</name>
    <message>
        <source>Recruited as {rank}</source>
        <extracomment>The service record&apos;s lines, one per fact (``record_&lt;kind&gt;``) or mission.</extracomment>
        <translation>Зачислен в звании {rank}</translation>
    </message>
    <message>
        <source>Promoted from {from_rank} to {to_rank}</source>
        <translation>Повышен: {from_rank} → {to_rank}</translation>
    </message>
    <message>
        <source>Promotion undone: back from {from_rank} to {to_rank}</source>
        <translation>Повышение отменено: снова {to_rank} вместо {from_rank}</translation>
    </message>
    <message>
        <source>Rank changed from {from_rank} to {to_rank}</source>
        <translation>Звание изменено: {from_rank} → {to_rank}</translation>
    </message>
    <message>
        <source>Status changed from {from_status} to {to_status}</source>
        <translation>Статус изменён: {from_status} → {to_status}</translation>
    </message>
    <message>
        <source>Status changed from {from_status} to {to_status}: {status_cause}</source>
        <translation>Статус изменён: {from_status} → {to_status}: {status_cause}</translation>
    </message>
    <message>
        <source>Status: {to_status}</source>
        <translation>Статус: {to_status}</translation>
    </message>
    <message>
        <source>Status: {to_status}: {status_cause}</source>
        <translation>Статус: {to_status}: {status_cause}</translation>
    </message>
    <message>
        <source>Wounded: wounds {wounds_before} → {wounds_left}</source>
        <translation>Ранен: раны {wounds_before} → {wounds_left}</translation>
    </message>
    <message>
        <source>Recovered and returned to duty (wounds {wounds})</source>
        <translation>Оправился от ран и вернулся в строй (раны {wounds})</translation>
    </message>
    <message>
        <source>Return to duty undone: wounded again (wounds {wounds})</source>
        <translation>Возвращение в строй отменено: снова ранен (раны {wounds})</translation>
    </message>
    <message>
        <source>active duty</source>
        <translation>в строю</translation>
    </message>
    <message>
        <source>wounded</source>
        <translation>ранен</translation>
    </message>
    <message>
        <source>down</source>
        <translation>выведен из строя</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>погиб</translation>
    </message>
    <message>
        <source>missing in action</source>
        <translation>пропал без вести</translation>
    </message>
    <message>
        <source>retired</source>
        <translation>в отставке</translation>
    </message>
    <message>
        <source>back unhurt</source>
        <translation>вернулся невредимым</translation>
    </message>
    <message>
        <source>killed</source>
        <translation>погиб</translation>
    </message>
    <message>
        <source>on the mission now</source>
        <translation>сейчас на миссии</translation>
    </message>
    <message>
        <source>served (result not recorded)</source>
        <translation>участвовал (итог не записан)</translation>
    </message>
</context>
<context>
    <name>ServiceRecordDialog</name>
    <message>
        <source>Service record: {soldier}</source>
        <translation>Послужной список: {soldier}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{rank} {name}&lt;/b&gt; — {soldier_class}, {unit_type}&lt;br&gt;{status}; wounds {wounds}/{max_wounds}; missions {missions}; kills {kills}</source>
        <translation>&lt;b&gt;{rank} {name}&lt;/b&gt; — {soldier_class}, {unit_type}&lt;br&gt;{status}; раны {wounds}/{max_wounds}; миссий {missions}; убийств {kills}</translation>
    </message>
    <message>
        <source>−{lost} (left {left})</source>
        <translation>−{lost} (осталось {left})</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Mission</source>
        <translation>Миссия</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation>Раны</translation>
    </message>
    <message>
        <source>Kills</source>
        <translation>Убийств</translation>
    </message>
    <message>
        <source>Cause</source>
        <translation>Причина</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Что</translation>
    </message>
    <message>
        <source>Recorded by</source>
        <translation>Кем записано</translation>
    </message>
    <message>
        <source>Slot</source>
        <translation>Слот</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Предмет</translation>
    </message>
    <message>
        <source>Charges</source>
        <translation>Заряды</translation>
    </message>
    <message>
        <source>&amp;Missions ({count})</source>
        <translation>&amp;Миссии ({count})</translation>
    </message>
    <message>
        <source>&amp;Career ({count})</source>
        <translation>&amp;Служба ({count})</translation>
    </message>
    <message>
        <source>C&amp;arried ({count})</source>
        <translation>С&amp;наряжение ({count})</translation>
    </message>
</context>
<context>
    <name>SettingsDesk</name>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>Нас&amp;тройки…</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Empty: your login name</source>
        <translation>Пусто: ваше имя пользователя</translation>
    </message>
    <message>
        <source>Written as who made each move in the audit log.</source>
        <translation>Записывается в журнал аудита как автор каждого перемещения.</translation>
    </message>
    <message>
        <source>&amp;GM name:</source>
        <translation>&amp;Имя ведущего:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Язык:</translation>
    </message>
    <message>
        <source>Default &amp;rules:</source>
        <translation>&amp;Правила по умолчанию:</translation>
    </message>
    <message>
        <source> days</source>
        <translation> дн.</translation>
    </message>
    <message>
        <source>&amp;Keep backups for:</source>
        <translation>&amp;Хранить резервные копии:</translation>
    </message>
    <message>
        <source>O&amp;pen folder</source>
        <translation>Открыть п&amp;апку</translation>
    </message>
    <message>
        <source>Data folder:</source>
        <translation>Папка данных:</translation>
    </message>
    <message>
        <source>The GM name must not be only spaces (leave it empty for your login).</source>
        <translation>Имя ведущего не может состоять из одних пробелов (оставьте его пустым, чтобы использовать имя пользователя).</translation>
    </message>
    <message>
        <source>The GM name must not hold control characters.</source>
        <translation>Имя ведущего не может содержать управляющие символы.</translation>
    </message>
</context>
<context>
    <name>SlotCell</name>
    <message>
        <source>{slot} {position}</source>
        <extracomment>A slot card&apos;s width, and its least height (a long name makes the row&apos;s cards taller).</extracomment>
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
    <message numerus="yes">
        <source>%n charges</source>
        <translation>
            <numerusform>%n заряд</numerusform>
            <numerusform>%n заряда</numerusform>
            <numerusform>%n зарядов</numerusform>
        </translation>
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
        <extracomment>The lines of problems the form keeps room for (more make it taller, below the fields). The GM chose Reload after a stale edit: the page shows the current values.</extracomment>
        <translation>Боец</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <extracomment>The one place the form says what is wrong: a refusal, then each field&apos;s problems.</extracomment>
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
        <translation>За&amp;метки:</translation>
    </message>
    <message>
        <source>Cancel and open the soldier again to see the changes.</source>
        <translation>Отмените и откройте бойца снова, чтобы увидеть изменения.</translation>
    </message>
</context>
<context>
    <name>SoldierField</name>
    <message>
        <source>The name must not be empty.</source>
        <extracomment>The longest soldier name the roster accepts. The longest cause of a status change the roster keeps (a sentence or two of the GM&apos;s). The nationalities :func:`random_name` knows, in display order. What a user may get wrong in a soldier&apos;s form, worded in the reader&apos;s language.</extracomment>
        <translation>Имя не должно быть пустым.</translation>
    </message>
    <message>
        <source>The name must be at most {limit} characters long, not {length}.</source>
        <translation>Имя должно быть не длиннее {limit} знаков, а не {length}.</translation>
    </message>
    <message>
        <source>{stat} ({key}) must be a whole number.</source>
        <translation>{stat} ({key}): значение должно быть целым числом.</translation>
    </message>
    <message>
        <source>{stat} ({key}) must be between {minimum} and {maximum}, not {value}.</source>
        <translation>{stat} ({key}): значение должно быть от {minimum} до {maximum}, а не {value}.</translation>
    </message>
    <message>
        <source>Wounds must be a whole number.</source>
        <translation>Раны должны быть целым числом.</translation>
    </message>
    <message>
        <source>Wounds must be between 0 and {limit}, not {value}.</source>
        <translation>Раны должны быть от 0 до {limit}, а не {value}.</translation>
    </message>
</context>
<context>
    <name>SoldierPicker</name>
    <message>
        <source>Whose kit to see: active soldiers, the wounded, or all (the dead, missing and retired too, greyed)</source>
        <extracomment>The settings key of the soldier list&apos;s &quot;Show:&quot; filter (:class:`ShowSoldiers` key).</extracomment>
        <translation>Чьё снаряжение смотреть: бойцов в строю, раненых или всех (и погибших, пропавших без вести, ушедших в отставку — они серые)</translation>
    </message>
    <message>
        <source>Sho&amp;w:</source>
        <translation>Пока&amp;зать:</translation>
    </message>
    <message>
        <source>Search soldiers</source>
        <translation>Поиск бойцов</translation>
    </message>
    <message>
        <source>&amp;Soldiers</source>
        <translation>&amp;Бойцы</translation>
    </message>
</context>
<context>
    <name>SoldierPickerModel</name>
    <message>
        <source>Soldier</source>
        <translation>Боец</translation>
    </message>
</context>
<context>
    <name>StaleErrors</name>
    <message>
        <source>{soldier} was changed by {actor} at {time} ({changes}); your edit was not saved. Reload to see the current values.</source>
        <translation>{soldier}: {actor} изменил(а) в {time} ({changes}); ваша правка не сохранена. Перезагрузите, чтобы увидеть текущие значения.</translation>
    </message>
    <message>
        <source>{soldier} was changed by another GM ({changes}); your edit was not saved. Reload to see the current values.</source>
        <translation>{soldier}: изменено другим ведущим ({changes}); ваша правка не сохранена. Перезагрузите, чтобы увидеть текущие значения.</translation>
    </message>
    <message>
        <source>{soldier} was changed by {actor} at {time} ({changes}); the soldier was not dismissed. Reload to see the current values.</source>
        <translation>{soldier}: {actor} изменил(а) в {time} ({changes}); боец не уволен. Перезагрузите, чтобы увидеть текущие значения.</translation>
    </message>
    <message>
        <source>{soldier} was changed by another GM ({changes}); the soldier was not dismissed. Reload to see the current values.</source>
        <translation>{soldier}: изменено другим ведущим ({changes}); боец не уволен. Перезагрузите, чтобы увидеть текущие значения.</translation>
    </message>
    <message>
        <source>{soldier} was changed on the roster by {actor} at {time} ({changes}) while the debrief was written; nothing was changed. Reload, then end the mission again.</source>
        <translation>{soldier}: {actor} изменил(а) в составе в {time} ({changes}), пока записывался разбор; ничего не изменено. Перезагрузите и завершите миссию ещё раз.</translation>
    </message>
    <message>
        <source>{soldier} was changed on the roster by another GM ({changes}) while the debrief was written; nothing was changed. Reload, then end the mission again.</source>
        <translation>{soldier}: другой ведущий изменил в составе ({changes}), пока записывался разбор; ничего не изменено. Перезагрузите и завершите миссию ещё раз.</translation>
    </message>
    <message>
        <source>{item} was moved by {actor} at {time} ({source} → {target}); your move was not made. Reload to see where it is now.</source>
        <translation>{item}: {actor} переместил(а) в {time} ({source} → {target}); ваше перемещение не выполнено. Перезагрузите, чтобы увидеть, где предмет сейчас.</translation>
    </message>
    <message>
        <source>The mission {mission} was changed by {actor} at {time} (new steps: {steps}); your command was not recorded. Reload to see the mission as it is now.</source>
        <translation>Миссию {mission} изменил(а) {actor} в {time} (новые шаги: {steps}); ваша команда не записана. Перезагрузите, чтобы увидеть миссию в её текущем виде.</translation>
    </message>
    <message>
        <source>The mission {mission} was ended and debriefed by {actor} at {time}; your command was not recorded. Reload to see the mission as it is now.</source>
        <translation>Миссию {mission} завершил(а) и разобрал(а) {actor} в {time}; ваша команда не записана. Перезагрузите, чтобы увидеть миссию в её текущем виде.</translation>
    </message>
    <message>
        <source>The mission {mission} was ended and debriefed by another GM at {time}; your command was not recorded. Reload to see the mission as it is now.</source>
        <translation>Миссию {mission} завершил и разобрал другой ведущий в {time}; ваша команда не записана. Перезагрузите, чтобы увидеть миссию в её текущем виде.</translation>
    </message>
    <message>
        <source>The mission {mission} was changed by another GM at {time} (new steps: {steps}); your command was not recorded. Look at the mission as it is now.</source>
        <translation>Миссию {mission} изменил другой ведущий в {time} (новые шаги: {steps}); ваша команда не записана. Посмотрите на миссию в её текущем виде.</translation>
    </message>
    <message>
        <source>{item} was changed by another GM; your move was not made. Reload to see where it is now.</source>
        <translation>{item}: изменено другим ведущим; ваше перемещение не выполнено. Перезагрузите, чтобы увидеть, где предмет сейчас.</translation>
    </message>
    <message>
        <source>cannot undo #{seq}: {item} has moved since (see #{later}): moved by {actor} at {time} ({source} → {target}). Reload to see where it is now.</source>
        <translation>нельзя отменить №{seq}: {item} с тех пор перемещён (см. №{later}): переместил(а) {actor} в {time} ({source} → {target}). Перезагрузите, чтобы увидеть, где предмет сейчас.</translation>
    </message>
    <message>
        <source>cannot undo #{seq}: {item} has moved since. Reload to see where it is now.</source>
        <translation>нельзя отменить №{seq}: {item} с тех пор перемещён. Перезагрузите, чтобы увидеть, где предмет сейчас.</translation>
    </message>
    <message>
        <source>The kit of {soldier} was changed by {actor} at {time} ({item}: {source} → {target}); nothing was returned. Reload to see what it holds now.</source>
        <translation>Снаряжение бойца {soldier} изменил(а) {actor} в {time} ({item}: {source} → {target}); ничего не возвращено. Перезагрузите, чтобы увидеть, что в нём сейчас.</translation>
    </message>
    <message>
        <source>The kit of {soldier} was changed by another GM since you looked: it now holds {count} items; nothing was returned. Reload to see what it holds now.</source>
        <translation>Снаряжение бойца {soldier} изменил другой ведущий, пока вы смотрели: предметов в нём теперь {count}; ничего не возвращено. Перезагрузите, чтобы увидеть, что в нём сейчас.</translation>
    </message>
    <message>
        <source>The campaign {campaign} was changed by {actor} at {time} ({changes}); your change was not saved. Reload to see the current settings.</source>
        <translation>Кампанию {campaign} изменил(а) {actor} в {time} ({changes}); ваше изменение не сохранено. Перезагрузите, чтобы увидеть текущие параметры.</translation>
    </message>
    <message>
        <source>The campaign {campaign} was changed by another GM ({changes}); your change was not saved. Reload to see the current settings.</source>
        <translation>Кампанию {campaign} изменил другой ведущий ({changes}); ваше изменение не сохранено. Перезагрузите, чтобы увидеть текущие параметры.</translation>
    </message>
</context>
<context>
    <name>StatisticsView</name>
    <message>
        <source>Rolls</source>
        <translation>Броски</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Удача</translation>
    </message>
    <message>
        <source>Where the count lies among every way the dice could have fallen, from the exact odds: 50% is as expected, higher is luckier</source>
        <translation>Где оказался итог среди всех исходов кубиков по точным шансам: 50% — как ожидалось, больше — удачнее</translation>
    </message>
    <message>
        <source>Soldier</source>
        <translation>Боец</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Класс</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Missions</source>
        <translation>Миссии</translation>
    </message>
    <message>
        <source>Kills</source>
        <translation>Убийства</translation>
    </message>
    <message>
        <source>Wounds taken</source>
        <translation>Получено ран</translation>
    </message>
    <message>
        <source>Dice luck</source>
        <translation>Удача на кубиках</translation>
    </message>
    <message>
        <source>Mission</source>
        <translation>Миссия</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>Squad</source>
        <translation>Отряд</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Погибли</translation>
    </message>
    <message>
        <source>Missing</source>
        <translation>Пропали</translation>
    </message>
    <message>
        <source>Wounded</source>
        <translation>Ранены</translation>
    </message>
    <message>
        <source>Missions won / lost / in progress:</source>
        <translation>Миссий выиграно / проиграно / идёт:</translation>
    </message>
    <message>
        <source>Soldiers killed / missing:</source>
        <translation>Бойцов погибло / пропало без вести:</translation>
    </message>
    <message>
        <source>Came back wounded / wounds taken:</source>
        <translation>Вернулись ранеными / получено ран:</translation>
    </message>
    <message>
        <source>Kills:</source>
        <translation>Убийства:</translation>
    </message>
    <message>
        <source>Kills by soldier:</source>
        <translation>Убийства по бойцам:</translation>
    </message>
    <message>
        <source>Kills by class:</source>
        <translation>Убийства по классам:</translation>
    </message>
    <message>
        <source>Kills by weapon:</source>
        <translation>Убийства по оружию:</translation>
    </message>
    <message>
        <source>Items lost:</source>
        <translation>Потеряно снаряжения:</translation>
    </message>
    <message>
        <source>Items used:</source>
        <translation>Израсходовано снаряжения:</translation>
    </message>
    <message>
        <source>Aliens met / killed:</source>
        <translation>Пришельцев встречено / убито:</translation>
    </message>
    <message>
        <source>Campaign totals</source>
        <translation>Итоги кампании</translation>
    </message>
    <message>
        <source>Dice luck of X-COM&apos;s rolls, against their exact odds</source>
        <translation>Удача бросков X-COM против их точных шансов</translation>
    </message>
    <message>
        <source>&amp;Overview</source>
        <translation>&amp;Обзор</translation>
    </message>
    <message>
        <source>Char&amp;ts</source>
        <translation>&amp;Графики</translation>
    </message>
    <message>
        <source>Sol&amp;diers</source>
        <translation>&amp;Бойцы</translation>
    </message>
    <message>
        <source>Missio&amp;ns</source>
        <translation>Мисси&amp;и</translation>
    </message>
    <message>
        <source>The statistics could not be read: %1</source>
        <translation>Не удалось прочитать статистику: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>bare hands</source>
        <translation>голые руки</translation>
    </message>
    <message>
        <source>melee</source>
        <translation>ближний бой</translation>
    </message>
    <message>
        <source>shooting</source>
        <translation>стрельба</translation>
    </message>
    <message>
        <source>Overwatch</source>
        <translation>Дозор</translation>
    </message>
    <message>
        <source>psychic attack</source>
        <translation>пси-атака</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Выиграно</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Проиграно</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Идёт</translation>
    </message>
</context>
<context>
    <name>StatsDesk</name>
    <message>
        <source>&amp;Statistics</source>
        <translation>Ста&amp;тистика</translation>
    </message>
    <message>
        <source>No campaign is open</source>
        <translation>Кампания не открыта</translation>
    </message>
    <message>
        <source>Open or create a campaign to see its statistics and dice luck.</source>
        <translation>Откройте или создайте кампанию, чтобы увидеть её статистику и удачу на кубиках.</translation>
    </message>
</context>
<context>
    <name>StatusActions</name>
    <message>
        <source>{soldier} is retired already</source>
        <translation>{soldier} уже в отставке</translation>
    </message>
    <message>
        <source>Retire the selected soldier from service</source>
        <translation>Отправить выбранного бойца в отставку</translation>
    </message>
    <message>
        <source>{soldier} is in the Memorial already ({status})</source>
        <translation>{soldier} уже в Мемориале ({status})</translation>
    </message>
    <message>
        <source>Mark the selected soldier killed in action (kept in the Memorial)</source>
        <translation>Отметить выбранного бойца погибшим в бою (он останется в Мемориале)</translation>
    </message>
</context>
<context>
    <name>StockDialogs</name>
    <message>
        <source>Lost</source>
        <extracomment>The largest count or charge a spin box takes (the rules say what is allowed; a larger number typed is kept, so that the refusal can say what is wrong with it).</extracomment>
        <translation>Утерян</translation>
    </message>
    <message>
        <source>Sold</source>
        <translation>Продан</translation>
    </message>
    <message>
        <source>Scrapped</source>
        <translation>Списан</translation>
    </message>
</context>
<context>
    <name>TableShare</name>
    <message>
        <source>port {port} on {host} is already in use: choose another port (--port N) or stop the program that uses it</source>
        <extracomment>The port tried first when the GM names none (another free one when it is taken).</extracomment>
        <translation>порт {port} на {host} уже занят: выберите другой порт (--port N) или остановите программу, которая его занимает</translation>
    </message>
    <message>
        <source>cannot listen on {host}: it is not an address of this computer ({detail})</source>
        <translation>не удаётся слушать на {host}: это не адрес этого компьютера ({detail})</translation>
    </message>
</context>
<context>
    <name>TableShareDesk</name>
    <message>
        <source>S&amp;hare with the table…</source>
        <extracomment>The address to listen on (``None``: this computer&apos;s first private LAN address).</extracomment>
        <translation>Показать сто&amp;лу…</translation>
    </message>
    <message>
        <source>Show the mission on the players&apos; phones: a read-only page on this network</source>
        <translation>Показать миссию на телефонах игроков: страница только для чтения в этой сети</translation>
    </message>
    <message>
        <source>Open a campaign to share it with the table.</source>
        <translation>Откройте кампанию, чтобы показать её столу.</translation>
    </message>
    <message>
        <source>Share with the table</source>
        <translation>Показать столу</translation>
    </message>
</context>
<context>
    <name>TableShareDialog</name>
    <message>
        <source>Share with the table</source>
        <extracomment>What the desk needs of the window: the open database and its campaigns, and the campaign shown.</extracomment>
        <translation>Показать столу</translation>
    </message>
    <message>
        <source>Players open this address on a phone or tablet on the same network. The page is read-only and shows only what players may see.</source>
        <translation>Игроки открывают этот адрес на телефоне или планшете в той же сети. Страница только для чтения и показывает лишь то, что могут видеть игроки.</translation>
    </message>
    <message>
        <source>&amp;Copy address</source>
        <translation>&amp;Копировать адрес</translation>
    </message>
    <message>
        <source>Campaign: %1</source>
        <translation>Кампания: %1</translation>
    </message>
    <message>
        <source>Listening on every network interface.</source>
        <translation>Сервер слушает на всех сетевых интерфейсах.</translation>
    </message>
    <message>
        <source>Starting the page…</source>
        <translation>Страница запускается…</translation>
    </message>
    <message numerus="yes">
        <source>%n watching</source>
        <translation>
            <numerusform>смотрит %n</numerusform>
            <numerusform>смотрят %n</numerusform>
            <numerusform>смотрят %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Not shared: stopped.</source>
        <translation>Не показывается: остановлено.</translation>
    </message>
    <message>
        <source>&amp;Stop sharing</source>
        <translation>&amp;Остановить показ</translation>
    </message>
    <message>
        <source>&amp;Share again</source>
        <translation>Показать &amp;снова</translation>
    </message>
</context>
<context>
    <name>TableZoom</name>
    <message>
        <source>&amp;Zoom in</source>
        <extracomment>Where the zoom step is remembered. Each step scales the pages&apos; fonts by a tenth of their normal size.</extracomment>
        <translation>Крупн&amp;ее</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Мель&amp;че</translation>
    </message>
    <message>
        <source>Res&amp;et zoom</source>
        <translation>Обычный ра&amp;змер</translation>
    </message>
</context>
<context>
    <name>TrackerPane</name>
    <message>
        <source>Event &amp;log</source>
        <extracomment>What the characters&apos; condition column keeps at least when room is short (px).</extracomment>
        <translation>Ж&amp;урнал событий</translation>
    </message>
    <message>
        <source>Charac&amp;ters</source>
        <translation>Персона&amp;жи</translation>
    </message>
    <message>
        <source>Mission &amp;Map</source>
        <translation>&amp;Карта миссии</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>Модели</translation>
    </message>
    <message>
        <source>Interruption used</source>
        <translation>вмешательство использовано</translation>
    </message>
    <message>
        <source>Interruption still possible</source>
        <translation>вмешательство ещё возможно</translation>
    </message>
    <message>
        <source>{mission} — Mutation cards: {cards}; {interruption}</source>
        <translation>{mission} — карт мутации: {cards}; {interruption}</translation>
    </message>
    <message>
        <source>Finished in round {turn}</source>
        <translation>Завершена в раунде {turn}</translation>
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
        <source>Round {turn}, {side}: reminders</source>
        <translation>Раунд {turn}, {side}: напоминания</translation>
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
        <translation>Следующая фа&amp;за ▸</translation>
    </message>
    <message>
        <source>End this phase (Ctrl+Right)</source>
        <translation>Завершить эту фазу (Ctrl+Right)</translation>
    </message>
</context>
<context>
    <name>UndoDesk</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Отменено: %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Повторено: %1</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Отменить: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Повторить: %1</translation>
    </message>
</context>
<context>
    <name>WargameForms</name>
    <message>
        <source>Jump / climb / swim</source>
        <extracomment>The killer list&apos;s entry for &quot;nobody named&quot; (a kill of nobody&apos;s).</extracomment>
        <translation>Прыжок / подъём / заплыв</translation>
    </message>
    <message>
        <source>Slip: falls on (W-JUMP-10)</source>
        <translation>Срыв: падение (W-JUMP-10)</translation>
    </message>
    <message>
        <source>Attack: shoot / close combat</source>
        <translation>Атака: стрельба / рукопашная</translation>
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
        <source>The aqualung timer stops in air (R-16).</source>
        <translation>На воздухе таймер акваланга останавливается (R-16).</translation>
    </message>
    <message>
        <source>With a damaged tank the grace restarts from this turn (R-16, R-9).</source>
        <translation>При повреждённом баллоне отсрочка отсчитывается заново с этого хода (R-16, R-9).</translation>
    </message>
    <message>
        <source>Verti&amp;cal:</source>
        <translation>По в&amp;ертикали:</translation>
    </message>
    <message>
        <source>Fall hei&amp;ght:</source>
        <translation>Высота п&amp;адения:</translation>
    </message>
    <message>
        <source>&amp;Receiver:</source>
        <translation>&amp;Кому:</translation>
    </message>
    <message>
        <source>Into &amp;slot:</source>
        <translation>В &amp;слот:</translation>
    </message>
    <message>
        <source>Spare tan&amp;k:</source>
        <translation>&amp;Запасной баллон:</translation>
    </message>
    <message>
        <source>The GM removes the character as a casualty.</source>
        <translation>Ведущий снимает персонажа со стола как потерю.</translation>
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
        <source>Swim (replaces a jump)</source>
        <translation>Заплыв (вместо прыжка)</translation>
    </message>
    <message>
        <source>Swim-climb (replaces a climb)</source>
        <translation>Подъём вплавь (вместо подъёма)</translation>
    </message>
    <message>
        <source>Under water a move is a swim: a swim-jump or a swim-climb (W-WATER-3, R-24)</source>
        <translation>Под водой движение — это заплыв: вместо прыжка или вместо подъёма (W-WATER-3, R-24)</translation>
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
        <source>Into the voi&amp;d (W-JUMP-8)</source>
        <translation>В пуст&amp;оту (W-JUMP-8)</translation>
    </message>
    <message>
        <source>Hori&amp;zontal:</source>
        <translation>По &amp;горизонтали:</translation>
    </message>
    <message>
        <source>Cau&amp;se:</source>
        <translation>&amp;Причина:</translation>
    </message>
    <message>
        <source>A&amp;s:</source>
        <translation>&amp;Как:</translation>
    </message>
    <message>
        <source>Into the void: the drop from the declared end point when the test passes (W-JUMP-8), when it differs from the fall height, the drop from halfway on a failure (R-7)</source>
        <translation>В пустоту: высота падения от объявленной конечной точки при пройденном тесте (W-JUMP-8), если она отличается от высоты падения — той, что с середины пути при провале (R-7)</translation>
    </message>
    <message>
        <source>same as the fall height</source>
        <translation>как высота падения</translation>
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
        <source>Dr&amp;op on a pass:</source>
        <translation>Паде&amp;ние при успехе:</translation>
    </message>
    <message>
        <source>R&amp;un-up:</source>
        <translation>&amp;Разбег:</translation>
    </message>
    <message>
        <source>The character ended its move over nothing: the drop from where it stopped to the surface below, in inches (W-JUMP-10, R-27)</source>
        <translation>Персонаж закончил движение над пустотой: высота от места остановки до поверхности внизу, в дюймах (W-JUMP-10, R-27)</translation>
    </message>
    <message>
        <source>measure the drop</source>
        <translation>измерьте высоту</translation>
    </message>
    <message>
        <source>&amp;Drop:</source>
        <translation>Высота паде&amp;ния:</translation>
    </message>
    <message>
        <source>The fall is a hit of Strength equal to the drop rounded up, resolved at once; no further movement (R-27). Not under water (R-26).</source>
        <translation>Падение — попадание с Силой, равной высоте с округлением вверх, разрешается сразу; двигаться дальше нельзя (R-27). Не под водой (R-26).</translation>
    </message>
    <message>
        <source>no free slot fits the item</source>
        <translation>нет подходящего слота</translation>
    </message>
    <message>
        <source>Where the receiver carries the item: its free slots that the item fits</source>
        <translation>Куда получатель положит предмет: его свободные слоты, подходящие предмету</translation>
    </message>
    <message>
        <source>In &amp;base contact</source>
        <translation>Ко&amp;нтакт подставок</translation>
    </message>
    <message>
        <source>Item to &amp;pass:</source>
        <translation>&amp;Предмет:</translation>
    </message>
    <message>
        <source>{slot} {position}</source>
        <translation>{slot} {position}</translation>
    </message>
    <message>
        <source>&amp;Unsaved wounds:</source>
        <translation>Неотражённые &amp;раны:</translation>
    </message>
    <message>
        <source>&amp;Patient:</source>
        <translation>&amp;Пациент:</translation>
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
        <source>The enemy whose kill it is, counted in its service record; a character taken down by an attack is offered its attacker (R-8)</source>
        <translation>Враг, которому засчитывается убийство (оно идёт в его послужной список); для выведенного из строя атакой предлагается атаковавший (R-8)</translation>
    </message>
    <message>
        <source>Killed &amp;by:</source>
        <translation>Уби&amp;йца:</translation>
    </message>
    <message>
        <source>nobody named</source>
        <translation>не указан</translation>
    </message>
    <message>
        <source>{name} ({status})</source>
        <translation>{name} ({status})</translation>
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
    <name>_StatusDialog</name>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Дата:</translation>
    </message>
</context>
<context>
    <name>describe_location</name>
    <message>
        <source>in memory (not saved)</source>
        <translation>в памяти (не сохраняется)</translation>
    </message>
</context>
<context>
    <name>open_quickly</name>
    <message>
        <source>Upgrading the database…</source>
        <translation>Обновление базы данных…</translation>
    </message>
    <message>
        <source>This database was made by an older version. A copy of it is kept, then it is upgraded; the roster opens when that is done.</source>
        <translation>Эта база данных создана более старой версией. Сначала сохраняется её копия, затем она обновляется; личный состав откроется, когда обновление закончится.</translation>
    </message>
    <message>
        <source>Closing when the upgrade is done…</source>
        <translation>Окно закроется после обновления…</translation>
    </message>
    <message>
        <source>The database is being upgraded, and an upgrade is never stopped half-way: the window closes as soon as it is over.</source>
        <translation>База данных обновляется, а обновление никогда не прерывается на полпути: окно закроется, как только оно закончится.</translation>
    </message>
</context>
</TS>
