import type { DemoConsultant } from './demo-consultant';

export const DEMO_CONSULTANTS_A: readonly DemoConsultant[] = [
  {
    slug: 'aarav-sharma',
    name: 'Aarav Sharma',
    bioEn:
      'Aarav trained under his grandfather in Varanasi and still casts every chart by hand before he checks it on screen. He is known for calm, practical answers on career moves and the timing of big decisions.',
    bioDe:
      'Aarav lernte bei seinem Großvater in Varanasi und rechnet jedes Horoskop erst von Hand, bevor er es am Bildschirm prüft. Man schätzt ihn für ruhige, praktische Antworten zu Berufswechseln und zum richtigen Zeitpunkt großer Entscheidungen.',
    categories: ['vedic', 'astrology', 'career'],
    languages: ['hi', 'en'],
    experienceYears: 14,
    priceRupees: 45,
    orderCount: 3120,
    status: 'online',
  },
  {
    slug: 'meera-iyer',
    name: 'Meera Iyer',
    bioEn:
      'Meera reads the Rider–Waite deck with a gentle, story-like style and never rushes a spread. Most of the people who come back to her want clarity about a relationship that feels stuck.',
    bioDe:
      'Meera legt das Rider-Waite-Deck mit einer sanften, fast erzählenden Art und nimmt sich für jede Legung Zeit. Wer zu ihr zurückkommt, sucht meist Klarheit über eine Beziehung, die festgefahren wirkt.',
    categories: ['tarot', 'love'],
    languages: ['ta', 'en'],
    experienceYears: 8,
    priceRupees: 30,
    orderCount: 1480,
    status: 'online',
  },
  {
    slug: 'kavya-nair',
    name: 'Kavya Nair',
    bioEn:
      'A former accountant from Kochi, Kavya came to numerology through her love of patterns. She explains what your name and birth date numbers suggest without jargon, and often helps people choose dates for launches and interviews.',
    bioDe:
      'Kavya war Buchhalterin in Kochi und kam über ihre Liebe zu Mustern zur Numerologie. Sie erklärt ohne Fachjargon, was die Zahlen in Name und Geburtsdatum andeuten, und hilft oft bei der Wahl von Terminen für Vorstellungsgespräche oder Geschäftsstarts.',
    categories: ['numerology', 'career'],
    languages: ['ml', 'en', 'hi'],
    experienceYears: 6,
    priceRupees: 22,
    orderCount: 640,
    status: 'offline',
  },
  {
    slug: 'rohan-malhotra',
    name: 'Rohan Malhotra',
    bioEn:
      'Rohan has advised business families in Delhi and Ludhiana for nearly two decades. His readings focus on money, partnerships and the periods when it is wiser to wait than to expand.',
    bioDe:
      'Rohan berät seit fast zwanzig Jahren Unternehmerfamilien in Delhi und Ludhiana. Seine Deutungen drehen sich um Geld, Partnerschaften und die Phasen, in denen Abwarten klüger ist als Wachstum.',
    categories: ['astrology', 'finance', 'career'],
    languages: ['hi', 'pa', 'en'],
    experienceYears: 19,
    priceRupees: 120,
    orderCount: 8950,
    status: 'busy',
  },
  {
    slug: 'ananya-bose',
    name: 'Ananya Bose',
    bioEn:
      'Ananya keeps a dream journal of her own since she was twelve and treats every dream you bring her as a letter from yourself. Her sessions are quiet, unhurried and often end with a small ritual for better sleep.',
    bioDe:
      'Ananya führt seit ihrem zwölften Lebensjahr ein Traumtagebuch und behandelt jeden Traum wie einen Brief, den man sich selbst schreibt. Ihre Sitzungen sind leise und ohne Eile und enden oft mit einem kleinen Ritual für besseren Schlaf.',
    categories: ['dream_interpretation', 'spiritual_healing'],
    languages: ['bn', 'en', 'hi'],
    experienceYears: 9,
    priceRupees: 35,
    orderCount: 1210,
    status: 'online',
  },
  {
    slug: 'lena-hoffmann',
    name: 'Lena Hoffmann',
    bioEn:
      'Lena worked as a couples counsellor in Hamburg before she started reading tarot professionally. She combines both: the cards open the conversation, and she makes sure you leave with a concrete next step.',
    bioDe:
      'Lena war Paarberaterin in Hamburg, bevor sie beruflich Tarot legte. Heute verbindet sie beides: Die Karten öffnen das Gespräch, und sie achtet darauf, dass du mit einem konkreten nächsten Schritt gehst.',
    categories: ['tarot', 'relationships', 'love'],
    languages: ['de', 'en'],
    experienceYears: 11,
    priceRupees: 80,
    orderCount: 2260,
    status: 'online',
  },
  {
    slug: 'jonas-weber',
    name: 'Jonas Weber',
    bioEn:
      'Jonas is an engineer by training and reads Western charts with a clear eye for transits. Clients like that he says plainly what he sees, including when a chart points to a slow year rather than a breakthrough.',
    bioDe:
      'Jonas ist gelernter Ingenieur und deutet westliche Horoskope mit einem klaren Blick für Transite. Man mag an ihm, dass er offen sagt, was er sieht – auch wenn das Horoskop eher ein ruhiges Jahr als einen Durchbruch zeigt.',
    categories: ['astrology', 'career'],
    languages: ['de', 'en'],
    experienceYears: 7,
    priceRupees: 60,
    orderCount: 870,
    status: 'offline',
  },
  {
    slug: 'priya-raghavan',
    name: 'Priya Raghavan',
    bioEn:
      'Priya has matched horoscopes for families across Tamil Nadu and Andhra for more than twenty years. She is patient with worried parents and honest with couples, and she explains doshas without frightening anyone.',
    bioDe:
      'Priya vergleicht seit über zwanzig Jahren Horoskope für Familien in Tamil Nadu und Andhra. Sie ist geduldig mit besorgten Eltern, ehrlich zu Paaren und erklärt Doshas, ohne jemandem Angst zu machen.',
    categories: ['vedic', 'family'],
    languages: ['ta', 'te', 'en'],
    experienceYears: 23,
    priceRupees: 150,
    orderCount: 9870,
    status: 'busy',
  },
  {
    slug: 'ishaan-kapoor',
    name: 'Ishaan Kapoor',
    bioEn:
      'Ishaan is one of our younger readers and came to palmistry through his mother, who read hands at family weddings. He is warm and funny, and good at turning a nervous question about love into an easy conversation.',
    bioDe:
      'Ishaan gehört zu unseren jüngeren Beratern und kam über seine Mutter zur Handlesekunst, die auf Familienhochzeiten aus der Hand las. Er ist herzlich und humorvoll und macht aus einer nervösen Liebesfrage schnell ein entspanntes Gespräch.',
    categories: ['palmistry', 'love'],
    languages: ['hi', 'en'],
    experienceYears: 4,
    priceRupees: 12,
    orderCount: 310,
    status: 'online',
  },
  {
    slug: 'sofia-marquardt',
    name: 'Sofia Marquardt',
    bioEn:
      'Sofia grew up between Freiburg and Lyon and reads dreams through symbols from both folklore traditions. She pairs a dream with a short three-card spread, which many clients find surprisingly grounding.',
    bioDe:
      'Sofia wuchs zwischen Freiburg und Lyon auf und deutet Träume mit Symbolen aus beiden Volkstraditionen. Sie verbindet einen Traum mit einer kurzen Legung aus drei Karten, was viele Klienten als erstaunlich erdend empfinden.',
    categories: ['dream_interpretation', 'tarot'],
    languages: ['de', 'fr', 'en'],
    experienceYears: 13,
    priceRupees: 95,
    orderCount: 1730,
    status: 'offline',
  },
  {
    slug: 'devika-menon',
    name: 'Devika Menon',
    bioEn:
      'Devika specialises in the questions people are shy to ask: Does he still think of me? Should I write first? She answers with kindness and a Venus-focused reading of your chart.',
    bioDe:
      'Devika ist auf die Fragen spezialisiert, die man sich kaum zu stellen traut: Denkt er noch an mich? Soll ich mich zuerst melden? Sie antwortet liebevoll und mit einer Deutung, die die Venus in deinem Horoskop in den Mittelpunkt stellt.',
    categories: ['love', 'relationships'],
    languages: ['ml', 'ta', 'en'],
    experienceYears: 10,
    priceRupees: 40,
    orderCount: 2540,
    status: 'online',
  },
  {
    slug: 'arjun-reddy',
    name: 'Arjun Reddy',
    bioEn:
      'Arjun studied jyotish at a gurukul near Tirupati and later worked in software for eight years. He is popular with young professionals weighing a job abroad, a start-up or a second degree.',
    bioDe:
      'Arjun lernte Jyotish in einem Gurukul bei Tirupati und arbeitete danach acht Jahre in der Softwarebranche. Besonders junge Berufstätige, die über einen Job im Ausland, ein Start-up oder ein Zweitstudium nachdenken, fragen ihn gern.',
    categories: ['vedic', 'career', 'finance'],
    languages: ['te', 'hi', 'en'],
    experienceYears: 16,
    priceRupees: 70,
    orderCount: 4410,
    status: 'offline',
  },
  {
    slug: 'nandini-joshi',
    name: 'Nandini Joshi',
    bioEn:
      'Nandini helps families in Pune choose names for newborns and new homes, and she enjoys explaining why a single letter can change a name number. Her sessions are light-hearted and full of examples.',
    bioDe:
      'Nandini hilft Familien in Pune, Namen für Neugeborene und neue Häuser zu wählen, und erklärt gern, warum ein einziger Buchstabe die Namenszahl verändert. Ihre Sitzungen sind heiter und voller Beispiele.',
    categories: ['numerology', 'family'],
    languages: ['mr', 'hi', 'en'],
    experienceYears: 5,
    priceRupees: 18,
    orderCount: 520,
    status: 'online',
  },
  {
    slug: 'farhan-qureshi',
    name: 'Farhan Qureshi',
    bioEn:
      'Farhan reads the seventh house like other people read letters, closely and between the lines. He has a loyal following among people in long-distance relationships and those deciding whether to marry.',
    bioDe:
      'Farhan liest das siebte Haus so genau, wie andere Briefe lesen – auch zwischen den Zeilen. Vor allem Menschen in Fernbeziehungen und alle, die über eine Heirat nachdenken, kommen immer wieder zu ihm.',
    categories: ['astrology', 'love'],
    languages: ['hi', 'en'],
    experienceYears: 12,
    priceRupees: 55,
    orderCount: 2980,
    status: 'busy',
  },
  {
    slug: 'tara-bergmann',
    name: 'Tara Bergmann',
    bioEn:
      'Tara spent years in a Black Forest retreat centre teaching meditation before she began giving readings. She works slowly and with breath, and people often say they feel lighter after twenty minutes with her.',
    bioDe:
      'Tara unterrichtete jahrelang Meditation in einem Seminarhaus im Schwarzwald, bevor sie Beratungen anbot. Sie arbeitet langsam und mit dem Atem, und viele sagen, sie fühlten sich nach zwanzig Minuten mit ihr leichter.',
    categories: ['spiritual_healing', 'tarot'],
    languages: ['de', 'en'],
    experienceYears: 20,
    priceRupees: 110,
    orderCount: 3650,
    status: 'online',
  },
  {
    slug: 'siddharth-rao',
    name: 'Siddharth Rao',
    bioEn:
      'Siddharth combines Kannada almanac traditions with modern numerology. He is precise, a little formal, and brilliant at explaining why a certain year felt so hard in hindsight.',
    bioDe:
      'Siddharth verbindet die Almanach-Tradition Karnatakas mit moderner Numerologie. Er ist genau, ein wenig förmlich und kann hervorragend erklären, warum sich ein bestimmtes Jahr im Rückblick so schwer angefühlt hat.',
    categories: ['astrology', 'numerology'],
    languages: ['kn', 'hi', 'en'],
    experienceYears: 8,
    priceRupees: 28,
    orderCount: 760,
    status: 'offline',
  },
  {
    slug: 'gauri-deshpande',
    name: 'Gauri Deshpande',
    bioEn:
      'Gauri is new on Lumus but has read cards for friends and colleagues since college. She is direct, upbeat and especially good with questions about interviews, promotions and difficult bosses.',
    bioDe:
      'Gauri ist neu bei Lumus, legt aber schon seit dem Studium Karten für Freunde und Kollegen. Sie ist direkt, fröhlich und besonders gut bei Fragen zu Vorstellungsgesprächen, Beförderungen und schwierigen Vorgesetzten.',
    categories: ['tarot', 'career'],
    languages: ['mr', 'en'],
    experienceYears: 3,
    priceRupees: 10,
    orderCount: 140,
    status: 'online',
  },
  {
    slug: 'harpreet-kaur',
    name: 'Harpreet Kaur',
    bioEn:
      'Harpreet grew up in a joint family in Amritsar and understands how a marriage touches everyone under one roof. She helps with in-law tensions, rishta decisions and making peace after long silences.',
    bioDe:
      'Harpreet wuchs in einer Großfamilie in Amritsar auf und weiß, wie eine Ehe alle unter einem Dach berührt. Sie hilft bei Spannungen mit Schwiegereltern, bei Heiratsentscheidungen und dabei, nach langem Schweigen Frieden zu schließen.',
    categories: ['relationships', 'family', 'love'],
    languages: ['pa', 'hi', 'en'],
    experienceYears: 15,
    priceRupees: 65,
    orderCount: 3340,
    status: 'busy',
  },
  {
    slug: 'vikram-chauhan',
    name: 'Vikram Chauhan',
    bioEn:
      'Vikram has read palms at the same Jaipur temple gate for decades and now brings that experience online. He reads both hands, compares the lines with your birth chart and speaks in a warm, old-fashioned Hindi.',
    bioDe:
      'Vikram liest seit Jahrzehnten am selben Tempeltor in Jaipur aus der Hand und bringt diese Erfahrung nun online. Er betrachtet beide Hände, vergleicht die Linien mit deinem Geburtshoroskop und spricht ein warmes, altmodisches Hindi.',
    categories: ['vedic', 'palmistry'],
    languages: ['hi', 'gu'],
    experienceYears: 27,
    priceRupees: 140,
    orderCount: 7240,
    status: 'offline',
  },
  {
    slug: 'ritu-agarwal',
    name: 'Ritu Agarwal',
    bioEn:
      'Ritu reads tarot for matters of the heart and loves the Two of Cups more than any other card. She is gentle with heartbreak and practical about dating apps, second chances and moving on.',
    bioDe:
      'Ritu legt Tarot für Herzensfragen und mag die Zwei der Kelche lieber als jede andere Karte. Sie geht behutsam mit Liebeskummer um und bleibt praktisch, wenn es um Dating-Apps, zweite Chancen oder das Loslassen geht.',
    categories: ['love', 'tarot'],
    languages: ['hi', 'en'],
    experienceYears: 6,
    priceRupees: 25,
    orderCount: 1090,
    status: 'online',
  },
  {
    slug: 'elif-demir',
    name: 'Elif Demir',
    bioEn:
      'Elif grew up in Cologne with a grandmother who read coffee grounds, and she has been fascinated by the language of dreams ever since. Her readings are poetic but always come back to your everyday life.',
    bioDe:
      'Elif wuchs in Köln bei einer Großmutter auf, die aus dem Kaffeesatz las, und ist seitdem von der Sprache der Träume fasziniert. Ihre Deutungen sind poetisch, kehren aber immer zu deinem Alltag zurück.',
    categories: ['dream_interpretation', 'spiritual_healing'],
    languages: ['de', 'en'],
    experienceYears: 9,
    priceRupees: 75,
    orderCount: 1380,
    status: 'busy',
  },
  {
    slug: 'karthik-subramanian',
    name: 'Karthik Subramanian',
    bioEn:
      'Karthik is a soft-spoken astrologer from Chennai who has a particular interest in Saturn periods. If you are in the middle of a sade sati, he will explain what it asks of you and what it quietly gives back.',
    bioDe:
      'Karthik ist ein leiser Astrologe aus Chennai mit besonderem Interesse an Saturn-Phasen. Wenn du mitten in einer Sade Sati steckst, erklärt er, was sie von dir verlangt und was sie dir still zurückgibt.',
    categories: ['astrology', 'career'],
    languages: ['ta', 'en'],
    experienceYears: 11,
    priceRupees: 48,
    orderCount: 1960,
    status: 'online',
  },
];
