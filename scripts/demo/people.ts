import {
  BODY_TYPES,
  cities,
  communicationMethods,
  countries,
  EDUCATIONS,
  EYE_COLORS,
  FINANCIAL_LEVELS,
  nationalities,
  PRAYER_FREQUENCIES,
  QUALIFICATIONS,
  RELIGIOSITY_LEVELS,
  SKIN_COLORS,
  type City,
  type Gender,
  type IndividualRegistration,
  type MaritalState,
  type Preferences,
  type ProfileEdit,
} from '@mawadda/contracts';
import { seededRandom, type SeededRandom } from '@mawadda/kit/testing';
import { answersFor, wishesFor } from './matchmaking.js';

/**
 * The demo's invented members, from a seeded PRNG so every run and test makes the same people.
 * Names are common first and family names put together at random (nobody real is meant); emails
 * are on `.invalid`, which never resolves, and phones in the 555-01xx range kept for fiction.
 */

/** mulberry32 (the kit's): small, fast and good enough to pick names and heights. */
export const prng = seededRandom;
export type Prng = SeededRandom;

type Name = readonly [latin: string, arabic: string];

// prettier-ignore
const MALE_NAMES: readonly Name[] = [
  ['Ahmad', 'أحمد'], ['Mohammed', 'محمد'], ['Omar', 'عمر'], ['Ali', 'علي'], ['Yusuf', 'يوسف'],
  ['Ibrahim', 'إبراهيم'], ['Khalid', 'خالد'], ['Hamza', 'حمزة'], ['Bilal', 'بلال'], ['Tariq', 'طارق'],
  ['Hassan', 'حسن'], ['Hussein', 'حسين'], ['Zaid', 'زيد'], ['Anas', 'أنس'], ['Mustafa', 'مصطفى'],
  ['Karim', 'كريم'], ['Salim', 'سليم'], ['Faisal', 'فيصل'], ['Idris', 'إدريس'], ['Ismail', 'إسماعيل'],
  ['Nabil', 'نبيل'], ['Sami', 'سامي'], ['Adel', 'عادل'], ['Rami', 'رامي'], ['Majid', 'ماجد'],
  ['Yasir', 'ياسر'], ['Harun', 'هارون'], ['Imran', 'عمران'], ['Suleiman', 'سليمان'], ['Abdullah', 'عبدالله'],
  ['Abdulrahman', 'عبدالرحمن'], ['Mahmoud', 'محمود'], ['Jamal', 'جمال'], ['Walid', 'وليد'], ['Amir', 'أمير'],
  ['Hadi', 'هادي'], ['Rashid', 'راشد'], ['Usama', 'أسامة'], ['Zakariya', 'زكريا'], ['Musa', 'موسى'],
];

// prettier-ignore
const FEMALE_NAMES: readonly Name[] = [
  ['Fatima', 'فاطمة'], ['Aisha', 'عائشة'], ['Maryam', 'مريم'], ['Khadija', 'خديجة'], ['Zainab', 'زينب'],
  ['Layla', 'ليلى'], ['Noor', 'نور'], ['Huda', 'هدى'], ['Amina', 'آمنة'], ['Sara', 'سارة'],
  ['Yasmin', 'ياسمين'], ['Rania', 'رانيا'], ['Hanaa', 'هناء'], ['Salma', 'سلمى'], ['Asma', 'أسماء'],
  ['Sumaya', 'سمية'], ['Ruqayya', 'رقية'], ['Hafsa', 'حفصة'], ['Lubna', 'لبنى'], ['Dina', 'دينا'],
  ['Reem', 'ريم'], ['Mona', 'منى'], ['Samira', 'سميرة'], ['Nadia', 'نادية'], ['Farah', 'فرح'],
  ['Jamila', 'جميلة'], ['Latifa', 'لطيفة'], ['Malak', 'ملك'], ['Rahma', 'رحمة'], ['Safiya', 'صفية'],
  ['Iman', 'إيمان'], ['Habiba', 'حبيبة'], ['Najwa', 'نجوى'], ['Wafa', 'وفاء'], ['Ghada', 'غادة'],
  ['Shaima', 'شيماء'], ['Bushra', 'بشرى'], ['Dalia', 'داليا'], ['Lina', 'لينا'], ['Yusra', 'يسرى'],
];

// prettier-ignore
const FAMILY_NAMES: readonly Name[] = [
  ['Al-Hashimi', 'الهاشمي'], ['Al-Ansari', 'الأنصاري'], ['Al-Masri', 'المصري'], ['Al-Shami', 'الشامي'],
  ['Al-Baghdadi', 'البغدادي'], ['Al-Tamimi', 'التميمي'], ['Al-Zahrani', 'الزهراني'], ['Al-Harbi', 'الحربي'],
  ['Al-Mansouri', 'المنصوري'], ['Al-Kaabi', 'الكعبي'], ['Haddad', 'حداد'], ['Khalil', 'خليل'],
  ['Saleh', 'صالح'], ['Al-Amin', 'الأمين'], ['Barakat', 'بركات'], ['Darwish', 'درويش'],
  ['Farouk', 'فاروق'], ['Habib', 'حبيب'], ['Hamdan', 'حمدان'], ['Jaber', 'جابر'],
  ['Qasim', 'قاسم'], ['Sabri', 'صبري'], ['Al-Tahir', 'الطاهر'], ['Zidan', 'زيدان'],
  ['Al-Sayed', 'السيد'], ['Al-Khatib', 'الخطيب'], ['Al-Jabri', 'الجابري'], ['Al-Faris', 'الفارس'],
  ['Al-Sharif', 'الشريف'], ['Al-Najjar', 'النجار'], ['Al-Attar', 'العطار'], ['Bakr', 'بكر'],
  ['Al-Idrisi', 'الإدريسي'], ['Al-Fassi', 'الفاسي'], ['Ben Ali', 'بن علي'], ['Nouri', 'نوري'],
];

/** Profession in English, then in Arabic for a man and for a woman. */
// prettier-ignore
const PROFESSIONS: readonly (readonly [string, string, string])[] = [
  ['Civil engineer', 'مهندس مدني', 'مهندسة مدنية'], ['Pharmacist', 'صيدلي', 'صيدلانية'],
  ['Teacher', 'معلم', 'معلمة'], ['Accountant', 'محاسب', 'محاسبة'], ['Doctor', 'طبيب', 'طبيبة'],
  ['Software developer', 'مطور برمجيات', 'مطورة برمجيات'], ['Nurse', 'ممرض', 'ممرضة'],
  ['Architect', 'مهندس معماري', 'مهندسة معمارية'], ['Lawyer', 'محامٍ', 'محامية'],
  ['Graphic designer', 'مصمم جرافيك', 'مصممة جرافيك'], ['Researcher', 'باحث', 'باحثة'],
  ['Small business owner', 'صاحب مشروع صغير', 'صاحبة مشروع صغير'], ['Translator', 'مترجم', 'مترجمة'],
  ['Dentist', 'طبيب أسنان', 'طبيبة أسنان'], ['Lecturer', 'محاضر جامعي', 'محاضرة جامعية'],
];

/** Countries where the demo writes a member's name and "about me" in Arabic first. */
const ARABIC_FIRST = new Set('AE SA QA KW BH OM YE IQ JO LB SY PS EG SD LY TN DZ MA MR SO DJ KM'.split(' '));

// Phone area codes whose 555-0100…0199 numbers are reserved for fiction (100 members each).
const AREA_CODES = [202, 212, 213, 305, 312, 313, 404, 415, 503, 512, 602, 617, 702, 713, 718, 801, 808, 858];
export const DEMO_MEMBERS_MAX = AREA_CODES.length * 100;

export const DEMO_EMAIL_DOMAIN = 'demo.mawadda.invalid';
/** Every demo member signs in with this password. */
export const DEMO_MEMBER_PASSWORD = 'Mawadda-demo-2026';

export interface DemoMember {
  index: number;
  gender: Gender;
  email: string;
  /** Registration, as the site's form sends it. */
  registration: IndividualRegistration & { confirmPassword: string };
  /** The rest of the profile, as the profile edit form sends it. */
  profile: ProfileEdit;
  /** What the member is looking for (`PUT /api/profile/me/preferences`). */
  preferences: Preferences;
  /** The locale the member registers in (Accept-Language). */
  locale: 'ar' | 'en';
  /** Seeds this member's avatar. */
  avatarSeed: number;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const slug = (latin: string) => latin.toLowerCase().replace(/[^a-z]/g, '');

/** A birth date `age` years and up to eleven months before `today`, so the member is `age`. */
function birthDateFor(age: number, r: Prng, today: Date): string {
  const birthday = Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), today.getUTCDate());
  return new Date(birthday - r.int(0, 330) * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The `count` demo members of `seed`: alternating men and women, the first one per city (so every
 * city has someone), about a quarter private. Members 0 (a man, public) and 1 (a woman, private)
 * are the sample logins.
 */
export function demoMembers(count: number, seed = 2026, today = new Date()): DemoMember[] {
  if (count > DEMO_MEMBERS_MAX) throw new Error(`at most ${DEMO_MEMBERS_MAX} demo members`);
  const r = prng(seed);
  const cityOrder = [...cities].sort(() => r.next() - 0.5);
  const members: DemoMember[] = [];
  for (let index = 0; index < count; index++) {
    const gender: Gender = index % 2 === 0 ? 'male' : 'female';
    const city: City = index < cityOrder.length ? cityOrder[index]! : r.pick(cities);
    const country = countries.find((c) => c.id === city.countryId)!;
    const arabicFirst = ARABIC_FIRST.has(country.id);
    const [firstEn, firstAr] = r.pick(gender === 'male' ? MALE_NAMES : FEMALE_NAMES);
    const [familyEn, familyAr] = r.pick(FAMILY_NAMES);
    const fullNameEn = `${firstEn} ${familyEn}`;
    const fullNameAr = `${firstAr} ${familyAr}`;
    const age = r.int(20, 55);
    const maritalState: MaritalState =
      gender === 'male'
        ? r.weighted([
            ['single', age < 30 ? 85 : 45],
            ['divorced', 15],
            ['widowed', age > 40 ? 8 : 2],
            ['married', age > 32 ? 20 : 3],
          ] as const)
        : r.weighted([
            ['single', age < 30 ? 85 : 45],
            ['divorced', 20],
            ['widowed', age > 40 ? 10 : 2],
          ] as const);
    const siteObjectiveId =
      maritalState === 'married'
        ? 'polygamy'
        : maritalState !== 'single' && r.chance(0.6)
          ? 'remarriage'
          : r.chance(0.12)
            ? 'marriage-abroad'
            : 'marriage';
    const nationality = r.chance(0.85) ? country.id : r.pick(nationalities).id;
    const [professionEn, professionArMale, professionArFemale] = r.pick(PROFESSIONS);
    const professionAr = gender === 'male' ? professionArMale : professionArFemale;
    const email = `${slug(firstEn)}.${slug(familyEn)}.${pad(index + 1, 3)}@${DEMO_EMAIL_DOMAIN}`;
    const phone = `+1${AREA_CODES[Math.floor(index / 100)]}55501${pad(index % 100, 2)}`;
    const male = gender === 'male';
    const grey = age > 45 && r.chance(0.4);

    const registration = {
      fullName: arabicFirst ? fullNameAr : fullNameEn,
      fullNameEn,
      fullNameAr,
      email,
      phone,
      password: DEMO_MEMBER_PASSWORD,
      confirmPassword: DEMO_MEMBER_PASSWORD,
      gender,
      birthDate: birthDateFor(age, r, today),
      nationality,
      country: country.id,
      city: city.id,
      address: `${r.int(1, 120)} ${r.pick(['Al Noor', 'Al Salam', 'Al Rawda', 'Garden', 'Market', 'Palm'])} Street, ${city.label.en}`,
      maritalState,
      siteObjectiveId,
      communicate: r.pick(communicationMethods).id,
      acceptOath: true,
      acceptTerms: true,
    } as const;

    const profile: ProfileEdit = {
      firstName: arabicFirst ? firstAr : firstEn,
      lastName: arabicFirst ? familyAr : familyEn,
      eyecolor: r.weighted(EYE_COLORS.map((c) => [c, c === 'brown' || c === 'black' ? 6 : 1] as const)),
      haircolor: grey
        ? 'grey'
        : male && age > 35 && r.chance(0.15)
          ? 'bald'
          : r.weighted([
              ['black', 8],
              ['dark-brown', 5],
              ['light-brown', 2],
              ['blonde', 1],
              ['red', 0.5],
            ] as const),
      skincolor: r.pick(SKIN_COLORS),
      bodyType: r.weighted(BODY_TYPES.map((b) => [b, b === 'average' || b === 'slim' ? 4 : 2] as const)),
      height: male ? r.int(160, 195) : r.int(150, 180),
      weight: male ? r.int(60, 105) : r.int(48, 88),
      qualification: r.weighted(QUALIFICATIONS.map((q, i) => [q, i < 3 ? 0.5 : i === 5 ? 6 : 2] as const)),
      education: r.pick(EDUCATIONS),
      profession: arabicFirst ? professionAr : professionEn,
      financialLevel: r.weighted(FINANCIAL_LEVELS.map((f, i) => [f, i === 2 ? 5 : 2] as const)),
      healthStatus: r.chance(0.9)
        ? 'healthy'
        : r.pick(['chronic-illness', 'physical-disability', 'other'] as const),
      religion: 'islam',
      religiosity: r.weighted(RELIGIOSITY_LEVELS.map((l, i) => [l, [3, 5, 3, 1][i]!] as const)),
      prayer: r.weighted(PRAYER_FREQUENCIES.map((p, i) => [p, [6, 3, 2, 1][i]!] as const)),
      smoking: r.weighted([
        ['no', 8],
        ['sometimes', 1],
        ['yes', male ? 1 : 0.2],
      ] as const),
      ...(male && {
        beard: r.pick(['full', 'short', 'none'] as const),
        wives: maritalState === 'married' ? r.int(1, 2) : 0,
      }),
      aboutMe: aboutMe({
        arabic: arabicFirst,
        male,
        profession: arabicFirst ? professionAr : professionEn.toLowerCase(),
        city: arabicFirst ? city.label.ar : city.label.en,
        template: r.int(0, ABOUT_EN.length - 1),
      }),
      visibility: index === 1 || (index > 1 && r.chance(0.25)) ? 'private' : 'public',
    };

    const avatarSeed = Math.floor(r.next() * 2 ** 31);
    const who = { index, gender, age, maritalState, country: country.id, arabicFirst, seed: avatarSeed };
    members.push({
      index,
      gender,
      email,
      registration,
      profile: { ...profile, ...answersFor(who) },
      preferences: wishesFor(who),
      locale: arabicFirst ? 'ar' : 'en',
      avatarSeed,
    });
  }
  return members;
}

const ABOUT_EN = [
  'I work as {aProfession} in {city}. My faith and my family come first, and I hope to build a calm, kind home together.',
  'I live in {city} and work as {aProfession}. I enjoy reading, long walks and time with family, and I value honesty and patience.',
  'I am {aProfession} from {city}, looking for a partner who prays, keeps promises and laughs easily.',
  'Based in {city}, working as {aProfession}. Family means a lot to me; I would like us to meet through our families.',
];
/** Arabic is gendered: the man looks for a wife, the woman for a husband. */
const ABOUT_AR = [
  'أنا {profession} في {city}. ديني وأسرتي أولاً، وأتطلع إلى بيت هادئ قائم على المودة والرحمة.',
  'أعيش في {city} وأنا {profession}. أحب القراءة والمشي وقضاء الوقت مع العائلة، وأقدّر الصدق والصبر.',
  'أنا {profession} من {city}. {seeking}',
  'من {city}، وأنا {profession}. للعائلة مكانة كبيرة عندي، وأفضّل أن يكون التعارف عن طريق الأهل.',
];
const SEEKING_AR = {
  male: 'أبحث عن شريكة حياة محافظة على صلاتها، تفي بوعدها وتحسن العشرة.',
  female: 'أبحث عن شريك حياة محافظ على صلاته، يفي بوعده ويحسن العشرة.',
};
const DEMO_LINE = {
  en: 'This is a demo profile: the person is invented.',
  ar: 'هذا ملف تجريبي: صاحبه شخص غير حقيقي.',
};

function aboutMe(o: { arabic: boolean; male: boolean; profession: string; city: string; template: number }) {
  const template = (o.arabic ? ABOUT_AR : ABOUT_EN)[o.template]!;
  const text = template
    .replace('{aProfession}', `${/^[aeiou]/i.test(o.profession) ? 'an' : 'a'} ${o.profession}`)
    .replace('{profession}', o.profession)
    .replace('{city}', o.city)
    .replace('{seeking}', SEEKING_AR[o.male ? 'male' : 'female']);
  return `${text} ${DEMO_LINE[o.arabic ? 'ar' : 'en']}`;
}
