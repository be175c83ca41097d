"""Given names and family names for recruits, by nationality (data only).

Names are written given name first, in Latin letters, as the X-COM roster shows every soldier.
Each list is one string of names separated by spaces (no name contains a space).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

_RAW: dict[str, tuple[str, str]] = {
    "American": (
        (
            "James Michael Robert John David William Mary Patricia Jennifer Linda Elizabeth Susan "
            "Jessica Sarah Daniel Tyler"
        ),
        (
            "Smith Johnson Williams Brown Jones Miller Davis Wilson Anderson Taylor Thomas Moore "
            "Jackson White Harris Clark"
        ),
    ),
    "British": (
        (
            "Oliver Harry George Jack Charlie Thomas Olivia Amelia Emily Isla Sophie Grace Alfie "
            "Fiona Rhys Callum"
        ),
        (
            "Smith Jones Taylor Davies Evans Thomas Roberts Walker Wright Hughes Edwards Green "
            "Hall Wood Campbell Stewart"
        ),
    ),
    "Russian": (
        (
            "Aleksandr Dmitry Sergei Andrei Mikhail Ivan Nikolai Yuri Anna Olga Tatiana Natalia "
            "Irina Svetlana Yelena Maria"
        ),
        (
            "Ivanov Smirnov Kuznetsov Popov Volkov Sokolov Lebedev Kozlov Novikov Morozov Petrov "
            "Pavlov Orlov Zaitsev Fedorov Belov"
        ),
    ),
    "German": (
        (
            "Lukas Jonas Leon Felix Maximilian Paul Stefan Klaus Anna Lena Sophie Hannah Katrin "
            "Greta Ursula Monika"
        ),
        (
            "Müller Schmidt Schneider Fischer Weber Meyer Wagner Becker Schulz Hoffmann Koch "
            "Richter Klein Wolf Neumann Braun"
        ),
    ),
    "French": (
        (
            "Louis Gabriel Jules Hugo Arthur Pierre Antoine Luc Camille Chloé Léa Manon Juliette "
            "Élodie Claire Margaux"
        ),
        (
            "Martin Bernard Dubois Thomas Robert Richard Petit Durand Leroy Moreau Simon Laurent "
            "Lefebvre Michel Garnier Faure"
        ),
    ),
    "Japanese": (
        (
            "Haruto Sota Yuto Hiroshi Takeshi Kenji Daiki Ren Yui Aoi Sakura Hina Yuki Akiko Mei "
            "Naomi"
        ),
        (
            "Sato Suzuki Takahashi Tanaka Watanabe Ito Yamamoto Nakamura Kobayashi Kato Yoshida "
            "Yamada Sasaki Matsumoto Inoue Kimura"
        ),
    ),
    "Nigerian": (
        (
            "Chinedu Emeka Oluwaseun Tunde Ibrahim Musa Chukwuemeka Babatunde Ngozi Adaeze "
            "Funmilayo Aisha Yetunde Chiamaka Folake Zainab"
        ),
        (
            "Okafor Adeyemi Okonkwo Balogun Eze Abubakar Nwosu Ogunleye Bello Obi Adebayo Nnamdi "
            "Okeke Lawal Danjuma Ibekwe"
        ),
    ),
    "Brazilian": (
        (
            "João Pedro Lucas Gabriel Rafael Mateus Thiago Bruno Ana Beatriz Juliana Fernanda "
            "Camila Larissa Mariana Luana"
        ),
        (
            "Silva Santos Oliveira Souza Rodrigues Ferreira Alves Pereira Lima Gomes Costa Ribeiro "
            "Martins Carvalho Araújo Barbosa"
        ),
    ),
    "Indian": (
        (
            "Arjun Rahul Vikram Rohan Aditya Sanjay Karan Ravi Priya Ananya Kavya Neha Divya Pooja "
            "Lakshmi Meera"
        ),
        (
            "Sharma Patel Singh Kumar Gupta Reddy Iyer Nair Das Mehta Rao Chopra Joshi Verma Bose "
            "Pillai"
        ),
    ),
    "Chinese": (
        ("Wei Jun Hao Lei Jian Ming Tao Yong Li Fang Xiu Ying Mei Lan Jing Hui"),
        ("Wang Li Zhang Liu Chen Yang Huang Zhao Wu Zhou Xu Sun Ma Zhu Hu Guo"),
    ),
    "Mexican": (
        (
            "José Luis Carlos Juan Miguel Alejandro Diego Jorge María Guadalupe Sofía Valeria "
            "Ximena Fernanda Lucía Rosa"
        ),
        (
            "Hernández García Martínez López González Pérez Rodríguez Sánchez Ramírez Cruz Flores "
            "Gómez Morales Vázquez Reyes Jiménez"
        ),
    ),
    "Polish": (
        (
            "Jakub Kacper Piotr Tomasz Krzysztof Marek Paweł Wojciech Zofia Katarzyna Agnieszka "
            "Magdalena Anna Joanna Ewa Alicja"
        ),
        (
            "Nowak Kowalski Wiśniewski Wójcik Kowalczyk Kamiński Lewandowski Zieliński Szymański "
            "Woźniak Dąbrowski Kozłowski Jankowski Mazur Krawczyk Kaczmarek"
        ),
    ),
}

#: nationality -> (given names, family names)
NAMES: Mapping[str, tuple[tuple[str, ...], tuple[str, ...]]] = MappingProxyType(
    {
        nationality: (tuple(given.split()), tuple(family.split()))
        for nationality, (given, family) in _RAW.items()
    }
)
