import type { DemoConsultant } from './demo-consultant';

export const DEMO_CONSULTANTS_B: readonly DemoConsultant[] = [
  {
    slug: 'pooja-mehta',
    name: 'Pooja Mehta',
    bioEn:
      'Pooja ran a small jewellery business in Surat before turning to numerology full time, so she understands cash flow as well as numbers. She is the person to ask about a shop name, a lucky launch date or a loan decision.',
    bioDe:
      'Pooja führte in Surat ein kleines Schmuckgeschäft, bevor sie sich ganz der Numerologie widmete – sie versteht also Geldflüsse ebenso wie Zahlen. Frag sie nach einem Ladennamen, einem günstigen Eröffnungstag oder einer Kreditentscheidung.',
    categories: ['numerology', 'finance'],
    languages: ['gu', 'hi', 'en'],
    experienceYears: 7,
    priceRupees: 32,
    orderCount: 890,
    status: 'offline',
  },
  {
    slug: 'aditi-banerjee',
    name: 'Aditi Banerjee',
    bioEn:
      'Aditi paints her own tarot deck in watercolour and reads it for people who dream vividly. She is curious, encouraging and happy to spend a whole session on one recurring dream.',
    bioDe:
      'Aditi malt ihr eigenes Tarotdeck in Aquarell und legt es für Menschen, die lebhaft träumen. Sie ist neugierig, ermutigend und widmet einem wiederkehrenden Traum gern eine ganze Sitzung.',
    categories: ['tarot', 'dream_interpretation'],
    languages: ['bn', 'en'],
    experienceYears: 4,
    priceRupees: 15,
    orderCount: 260,
    status: 'online',
  },
  {
    slug: 'maximilian-brandt',
    name: 'Maximilian Brandt',
    bioEn:
      'Maximilian spent ten years in Frankfurt banking and now reads numbers of a different kind. He is structured and calm, and many self-employed clients use him as a sounding board before big financial steps.',
    bioDe:
      'Maximilian war zehn Jahre im Frankfurter Bankwesen tätig und liest heute Zahlen einer anderen Art. Er ist strukturiert und gelassen, und viele Selbstständige nutzen ihn vor großen finanziellen Schritten als Resonanzboden.',
    categories: ['numerology', 'career', 'finance'],
    languages: ['de', 'en'],
    experienceYears: 10,
    priceRupees: 90,
    orderCount: 1520,
    status: 'online',
  },
  {
    slug: 'sunita-pillai',
    name: 'Sunita Pillai',
    bioEn:
      'Sunita is one of the most experienced Vedic astrologers on Lumus and still keeps palm-leaf notes from her teacher in Thrissur. Families trust her with marriage matching, property timing and the health of elders.',
    bioDe:
      'Sunita gehört zu den erfahrensten vedischen Astrologinnen bei Lumus und bewahrt noch die Palmblatt-Notizen ihres Lehrers aus Thrissur auf. Familien vertrauen ihr bei Heiratsvergleichen, beim Zeitpunkt von Immobilienkäufen und bei Fragen zur Gesundheit der Älteren.',
    categories: ['vedic', 'family', 'relationships'],
    languages: ['ml', 'en', 'hi'],
    experienceYears: 31,
    priceRupees: 150,
    orderCount: 11200,
    status: 'busy',
  },
  {
    slug: 'neil-dsouza',
    name: "Neil D'Souza",
    bioEn:
      'Neil grew up in Goa, plays the guitar between sessions and reads tarot with a relaxed, friendly energy. He is a good first reader if you have never had a session and feel a little sceptical.',
    bioDe:
      'Neil wuchs in Goa auf, spielt zwischen den Sitzungen Gitarre und legt Tarot mit einer entspannten, freundlichen Art. Er ist ein guter erster Ansprechpartner, wenn du noch nie eine Legung hattest und etwas skeptisch bist.',
    categories: ['tarot', 'love'],
    languages: ['en', 'hi'],
    experienceYears: 5,
    priceRupees: 20,
    orderCount: 720,
    status: 'offline',
  },
  {
    slug: 'amrita-sen',
    name: 'Amrita Sen',
    bioEn:
      'Amrita trained in Reiki in Kolkata and works with people who feel drained by a relationship. She listens first, reads the energy of the situation and suggests small daily practices rather than grand remedies.',
    bioDe:
      'Amrita machte in Kolkata eine Reiki-Ausbildung und begleitet Menschen, die sich von einer Beziehung ausgelaugt fühlen. Sie hört zuerst zu, spürt der Energie der Situation nach und schlägt kleine tägliche Übungen statt großer Rituale vor.',
    categories: ['spiritual_healing', 'relationships'],
    languages: ['bn', 'hi', 'en'],
    experienceYears: 12,
    priceRupees: 50,
    orderCount: 2110,
    status: 'online',
  },
  {
    slug: 'yash-patel',
    name: 'Yash Patel',
    bioEn:
      'Yash recently finished his studies in astrology in Ahmedabad and brings the energy of a newcomer. He prepares carefully, sends a short summary after each chat and keeps his rates low while he builds his practice.',
    bioDe:
      'Yash hat sein Astrologiestudium in Ahmedabad gerade abgeschlossen und bringt den Schwung eines Neulings mit. Er bereitet sich gründlich vor, fasst jedes Gespräch kurz zusammen und hält seine Preise niedrig, solange er sich einen Namen macht.',
    categories: ['astrology', 'career'],
    languages: ['gu', 'en'],
    experienceYears: 2,
    priceRupees: 10,
    orderCount: 60,
    status: 'online',
  },
  {
    slug: 'clara-neumann',
    name: 'Clara Neumann',
    bioEn:
      'Clara reads tarot in Leipzig and online, mostly for women between two choices. She asks good questions, lets silence do some of the work and is clear when the cards suggest letting go.',
    bioDe:
      'Clara legt in Leipzig und online Tarot, meist für Frauen, die zwischen zwei Wegen stehen. Sie stellt gute Fragen, lässt die Stille einen Teil der Arbeit tun und sagt klar, wenn die Karten zum Loslassen raten.',
    categories: ['love', 'relationships', 'tarot'],
    languages: ['de'],
    experienceYears: 6,
    priceRupees: 65,
    orderCount: 690,
    status: 'offline',
  },
  {
    slug: 'bhavna-trivedi',
    name: 'Bhavna Trivedi',
    bioEn:
      'Bhavna learned palmistry from her aunt in Vadodara and combines it with the nakshatra of your birth. She is especially sought after for questions about health routines and the right time for travel.',
    bioDe:
      'Bhavna lernte die Handlesekunst bei ihrer Tante in Vadodara und verbindet sie mit dem Nakshatra deiner Geburt. Besonders gefragt ist sie bei Fragen zu gesunden Gewohnheiten und zum richtigen Zeitpunkt für Reisen.',
    categories: ['palmistry', 'vedic'],
    languages: ['gu', 'hi'],
    experienceYears: 18,
    priceRupees: 58,
    orderCount: 3870,
    status: 'offline',
  },
  {
    slug: 'rahul-verma',
    name: 'Rahul Verma',
    bioEn:
      'Rahul is a chartered accountant who turned his hobby into a second career. He looks at the numbers in your chart and on your balance sheet with the same honesty, and he never promises overnight wealth.',
    bioDe:
      'Rahul ist Wirtschaftsprüfer und hat sein Hobby zum zweiten Beruf gemacht. Er betrachtet die Zahlen in deinem Horoskop und in deiner Bilanz mit derselben Ehrlichkeit und verspricht nie Reichtum über Nacht.',
    categories: ['finance', 'career', 'numerology'],
    languages: ['hi', 'en'],
    experienceYears: 9,
    priceRupees: 42,
    orderCount: 1640,
    status: 'busy',
  },
  {
    slug: 'shreya-kulkarni',
    name: 'Shreya Kulkarni',
    bioEn:
      'Shreya has a background in psychology and reads dreams with an eye for what you are not yet saying out loud. People often come to her about one confusing dream and leave talking about their relationship.',
    bioDe:
      'Shreya hat Psychologie studiert und deutet Träume mit einem Gespür dafür, was man noch nicht laut ausspricht. Oft kommt jemand wegen eines verwirrenden Traums zu ihr und spricht am Ende über die eigene Beziehung.',
    categories: ['dream_interpretation', 'love'],
    languages: ['mr', 'en'],
    experienceYears: 7,
    priceRupees: 26,
    orderCount: 980,
    status: 'online',
  },
  {
    slug: 'mohan-das',
    name: 'Mohan Das',
    bioEn:
      'Panditji Mohan Das has been consulted by three generations of some families in Bihar and Bengal. He reads slowly, recites the relevant verses and always suggests the simplest remedy first.',
    bioDe:
      'Panditji Mohan Das wird von manchen Familien in Bihar und Bengalen schon in der dritten Generation befragt. Er deutet langsam, zitiert die passenden Verse und schlägt immer zuerst das einfachste Mittel vor.',
    categories: ['vedic', 'astrology', 'family'],
    languages: ['hi', 'bn'],
    experienceYears: 35,
    priceRupees: 130,
    orderCount: 12600,
    status: 'offline',
  },
  {
    slug: 'zoe-fischer',
    name: 'Zoë Fischer',
    bioEn:
      'Zoë is a Berlin-based reader who trained in energy work in Bali and in tarot in Paris. Her sessions mix a card spread with a short guided visualisation, and she is lovely with anxious first-timers.',
    bioDe:
      'Zoë lebt in Berlin und lernte Energiearbeit auf Bali und Tarot in Paris. Ihre Sitzungen verbinden eine Kartenlegung mit einer kurzen geführten Fantasiereise, und mit aufgeregten Erstkunden geht sie besonders liebevoll um.',
    categories: ['tarot', 'spiritual_healing'],
    languages: ['de', 'en', 'fr'],
    experienceYears: 8,
    priceRupees: 85,
    orderCount: 1270,
    status: 'online',
  },
  {
    slug: 'lakshmi-venkatesh',
    name: 'Lakshmi Venkatesh',
    bioEn:
      'Lakshmi speaks four South Indian languages and switches between them as easily as between charts. She is warm, maternal and particularly good at compatibility questions for couples from different communities.',
    bioDe:
      'Lakshmi spricht vier südindische Sprachen und wechselt so mühelos zwischen ihnen wie zwischen Horoskopen. Sie ist warmherzig, mütterlich und besonders gut bei Partnerschaftsfragen von Paaren aus unterschiedlichen Gemeinschaften.',
    categories: ['astrology', 'love'],
    languages: ['te', 'ta', 'kn', 'en'],
    experienceYears: 14,
    priceRupees: 38,
    orderCount: 2870,
    status: 'busy',
  },
  {
    slug: 'imran-sheikh',
    name: 'Imran Sheikh',
    bioEn:
      'Imran reads palms and numbers side by side and is known for spotting turning points in the late thirties and forties. He is good-humoured, patient with follow-up questions and never pushes expensive remedies.',
    bioDe:
      'Imran liest Hände und Zahlen Seite an Seite und erkennt oft Wendepunkte um die späten Dreißiger und Vierziger. Er hat Humor, beantwortet geduldig Nachfragen und drängt nie zu teuren Ritualen.',
    categories: ['numerology', 'palmistry'],
    languages: ['hi', 'en'],
    experienceYears: 10,
    priceRupees: 30,
    orderCount: 1330,
    status: 'online',
  },
  {
    slug: 'nisha-thakur',
    name: 'Nisha Thakur',
    bioEn:
      'Nisha is from Shimla and began reading for friends during college hostel nights. She is young, very approachable and popular with people asking about a first relationship or a crush they cannot stop thinking about.',
    bioDe:
      'Nisha stammt aus Shimla und begann im Studentenwohnheim, für Freundinnen zu legen. Sie ist jung, sehr zugänglich und beliebt bei allen, die nach der ersten Beziehung oder einem Schwarm fragen, der ihnen nicht aus dem Kopf geht.',
    categories: ['love', 'relationships'],
    languages: ['hi', 'pa'],
    experienceYears: 3,
    priceRupees: 14,
    orderCount: 210,
    status: 'offline',
  },
  {
    slug: 'jurgen-albrecht',
    name: 'Jürgen Albrecht',
    bioEn:
      'Jürgen discovered Vedic astrology on a long stay in Pune in the nineties and has compared it with Western methods ever since. He explains both systems side by side, which clients with a scientific mind appreciate.',
    bioDe:
      'Jürgen entdeckte die vedische Astrologie bei einem langen Aufenthalt in Pune in den Neunzigern und vergleicht sie seitdem mit westlichen Methoden. Er erklärt beide Systeme nebeneinander, was Klienten mit naturwissenschaftlichem Blick schätzen.',
    categories: ['astrology', 'career', 'vedic'],
    languages: ['de', 'en'],
    experienceYears: 22,
    priceRupees: 125,
    orderCount: 4060,
    status: 'online',
  },
  {
    slug: 'divya-krishnan',
    name: 'Divya Krishnan',
    bioEn:
      'Divya is a classical dancer from Madurai who reads tarot in the evenings. She notices details in your words the way she notices rhythm, and her dream readings are known for being vivid and exact.',
    bioDe:
      'Divya ist klassische Tänzerin aus Madurai und legt abends Tarot. Sie achtet auf Einzelheiten in deinen Worten wie auf einen Rhythmus, und ihre Traumdeutungen gelten als lebendig und genau.',
    categories: ['tarot', 'dream_interpretation'],
    languages: ['ta', 'en'],
    experienceYears: 5,
    priceRupees: 24,
    orderCount: 580,
    status: 'busy',
  },
  {
    slug: 'tanvi-shah',
    name: 'Tanvi Shah',
    bioEn:
      'Tanvi works mostly with parents and grown-up children who struggle to understand each other. She uses numerology to show each person’s natural rhythm and helps families find a way to talk again.',
    bioDe:
      'Tanvi arbeitet vor allem mit Eltern und erwachsenen Kindern, die einander schwer verstehen. Mit Numerologie zeigt sie den natürlichen Rhythmus jedes Einzelnen und hilft Familien, wieder miteinander ins Gespräch zu kommen.',
    categories: ['family', 'relationships', 'numerology'],
    languages: ['gu', 'hi', 'en'],
    experienceYears: 8,
    priceRupees: 36,
    orderCount: 1150,
    status: 'offline',
  },
  {
    slug: 'renee-hartmann',
    name: 'Renée Hartmann',
    bioEn:
      'Renée is a trained nurse and energy healer from Munich who reads for people going through grief or a separation. She is deeply calm, speaks softly and makes space for tears without hurrying to fix anything.',
    bioDe:
      'Renée ist ausgebildete Krankenschwester und Energieheilerin aus München und begleitet Menschen in Trauer oder Trennung. Sie ist zutiefst ruhig, spricht leise und lässt Tränen Raum, ohne sofort etwas reparieren zu wollen.',
    categories: ['spiritual_healing', 'love'],
    languages: ['de', 'fr', 'en'],
    experienceYears: 16,
    priceRupees: 100,
    orderCount: 2430,
    status: 'online',
  },
  {
    slug: 'om-prakash-mishra',
    name: 'Om Prakash Mishra',
    bioEn:
      'Acharya Om Prakash Mishra taught jyotish at a Sanskrit college in Ujjain for most of his life. He answers in Hindi, quotes the classics from memory and is the one to ask about muhurta for weddings and griha pravesh.',
    bioDe:
      'Acharya Om Prakash Mishra lehrte fast sein ganzes Leben lang Jyotish an einem Sanskrit-College in Ujjain. Er antwortet auf Hindi, zitiert die Klassiker aus dem Gedächtnis und ist der richtige Ansprechpartner für günstige Zeitpunkte von Hochzeiten und Hauseinweihungen.',
    categories: ['vedic', 'astrology'],
    languages: ['hi'],
    experienceYears: 40,
    priceRupees: 150,
    orderCount: 14300,
    status: 'offline',
  },
  {
    slug: 'sahana-hegde',
    name: 'Sahana Hegde',
    bioEn:
      'Sahana works in HR at a Bengaluru tech company and reads tarot for career crossroads on weekday evenings. She knows how hiring really works and combines the cards with very down-to-earth advice.',
    bioDe:
      'Sahana arbeitet in der Personalabteilung eines Technologieunternehmens in Bengaluru und legt unter der Woche abends Tarot für berufliche Weggabelungen. Sie weiß, wie Einstellungen wirklich ablaufen, und verbindet die Karten mit sehr bodenständigen Ratschlägen.',
    categories: ['career', 'tarot'],
    languages: ['kn', 'en'],
    experienceYears: 6,
    priceRupees: 28,
    orderCount: 470,
    status: 'online',
  },
];
