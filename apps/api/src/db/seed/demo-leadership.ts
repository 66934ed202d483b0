// The demo's leadership curriculum, so every screen of it has something to show: each school's
// ten meetings of last year (all held) and of this year (those whose date has passed held, the
// rest to come, and one at the demo sponsor's school open right now, so its code can be tried);
// attendance by code and by hand; assessments submitted, drafted and returned; and two sponsors
// who completed last year and hold the leadership distinction. The distinction is never written
// here: the database's triggers count it from the rows (decision 022).
// Only into a database whose years have no meetings yet.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ASSESSMENT_PARTS, MEETING_COUNT, type AssessmentPart } from '@portal/shared';
import type { Database } from '../client';
import { generateAttendanceCode } from '../../modules/meetings/meetings.service';
import {
  leadershipAssessments,
  meetingAttendance,
  meetings,
  periods,
  sponsors,
  sponsorshipLetters,
  sponsorships,
  users,
} from '../schema/index';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Days after the year's first day (1 August) of meetings 1-10, at 3 pm in Colombia (20:00 UTC). */
const MEETING_DAYS = [20, 41, 62, 90, 125, 160, 195, 230, 265, 300];

const PLACES: Record<string, string> = {
  'SANJOSE-GUASCA': 'Biblioteca del colegio',
  'ELHATO-ANT': 'Salón comunal de la vereda El Hato',
  'CARMEN-BOY': 'Aula múltiple, segundo piso',
};

/** One note per meeting, in both languages: sponsors of one school speak either. */
const NOTES = [
  'Bienvenida y presentación del programa. / Welcome and introduction to the programme.',
  'Nuestra promesa como padrinos. / Our promise as sponsors.',
  'Tema: visión personal. Trae tu cuaderno. / Topic: personal vision. Bring your notebook.',
  'Tema: oportunidades en mi comunidad. / Topic: opportunities in my community.',
  'Tema: tomar riesgos con cuidado. / Topic: taking risks wisely.',
  'Taller de escritura de cartas. / Letter-writing workshop.',
  'Visita a la vereda (con autorización). / Visit to the village (with permission).',
  'Tema: metas de liderazgo. / Topic: leadership goals.',
  'Preparación del proyecto final. / Preparing the final project.',
  'Cierre del año y reconocimientos. / Year closing and awards.',
];

const ASSESSMENT_TEXTS: Record<AssessmentPart, { en: string; es: string }> = {
  promiseAndCommitment: {
    en: 'I promise to write to my student every time a letter is due, to listen to what she tells me about her life in the village, and to show up to every meeting of my school. Being a sponsor means being someone she can count on for the whole year, not only when it is easy.',
    es: 'Me comprometo a escribirle a mi estudiante cada vez que corresponda una carta, a escuchar lo que me cuenta de su vida en la vereda y a asistir a todas las reuniones de mi colegio. Ser padrino significa ser alguien con quien ella pueda contar todo el año, no solo cuando es fácil.',
  },
  vision: {
    en: 'In five years I see myself studying engineering and still connected to the programme, helping younger sponsors. I want the students of the village to see that school can take them wherever they want to go, and I want to be part of that story for at least one of them.',
    es: 'En cinco años me veo estudiando ingeniería y todavía vinculado al programa, ayudando a los padrinos más jóvenes. Quiero que los estudiantes de la vereda vean que el colegio los puede llevar a donde quieran, y quiero ser parte de esa historia para al menos uno de ellos.',
  },
  opportunities: {
    en: 'Our school has a library that is closed on Saturdays. I see an opportunity to open it one morning a month for the children of the villages, with sponsors reading with them. The coordinator already agreed to ask the principal, and three classmates want to help.',
    es: 'Nuestro colegio tiene una biblioteca que cierra los sábados. Veo una oportunidad de abrirla una mañana al mes para los niños de las veredas, con padrinos que lean con ellos. La coordinadora ya aceptó hablar con el rector y tres compañeros quieren ayudar.',
  },
  riskTaking: {
    en: 'The biggest risk I took this year was speaking in front of the whole school to invite classmates to join the programme. I was nervous and forgot part of what I wanted to say, but eleven people signed up. Next time I will practise with a friend first.',
    es: 'El mayor riesgo que tomé este año fue hablar frente a todo el colegio para invitar a mis compañeros a unirse al programa. Estaba nervioso y olvidé parte de lo que quería decir, pero se inscribieron once personas. La próxima vez practicaré primero con un amigo.',
  },
  leaderGoals: {
    en: 'My goals as a leader: organise the library Saturdays with two other sponsors before March, write all four letters on time, and help the new sponsors of my school write their first letter. I will measure it by how many children come and how many letters leave on time.',
    es: 'Mis metas como líder: organizar los sábados de biblioteca con otros dos padrinos antes de marzo, escribir las cuatro cartas a tiempo y ayudar a los padrinos nuevos de mi colegio a escribir su primera carta. Lo mediré por cuántos niños vienen y cuántas cartas salen a tiempo.',
  },
};

/** Why a coordinator marked someone by hand. */
const MANUAL_REASONS = [
  'Su teléfono no tenía batería.',
  'Llegó tarde, después de cerrar el código.',
  'Forgot her phone at home.',
];

export async function seedDemoLeadership(
  db: Database,
  now: Date,
  /** The demo schools' ids by registration code. */
  schoolIds: ReadonlyMap<string, number>,
): Promise<void> {
  const years = await db
    .select({ id: periods.id, status: periods.status, startDate: periods.startDate })
    .from(periods)
    .where(inArray(periods.status, ['available', 'closed']))
    .orderBy(periods.startDate);
  const current = years.find((year) => year.status === 'available');
  const previous = years.filter((year) => year.status === 'closed').at(-1);
  if (!current) return;
  const [anyMeeting] = await db.select({ id: meetings.id }).from(meetings).limit(1);
  if (anyMeeting) return;

  const schoolRows = [...schoolIds].map(([code, id]) => ({ id, code }));
  const sponsorRows = await db
    .select({
      id: sponsors.id,
      email: sponsors.email,
      schoolId: sponsors.schoolId,
      active: sponsors.active,
    })
    .from(sponsors)
    .orderBy(sponsors.id);
  const [coordinator] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'ADMIN'))
    .limit(1);
  const demoSponsor = sponsorRows.find((sponsor) => sponsor.email === 'sponsor@example.org');

  const schedule = async (yearId: number, yearStart: string, openNowSchoolId?: number) => {
    const start = Date.parse(`${yearStart}T20:00:00Z`);
    const rows = schoolRows.flatMap((school) => {
      let isOpenNowPlaced = false;
      return MEETING_DAYS.map((days, index) => {
        let startsAt = new Date(start + days * DAY);
        let codeWindowMinutes = 180;
        // The demo sponsor's school meets now: its next meeting opened an hour ago, for a day.
        if (school.id === openNowSchoolId && !isOpenNowPlaced && startsAt > now) {
          isOpenNowPlaced = true;
          startsAt = new Date(Math.floor((now.getTime() - HOUR) / (15 * 60_000)) * 15 * 60_000);
          codeWindowMinutes = 1440;
        }
        return {
          periodId: yearId,
          schoolId: school.id,
          number: index + 1,
          startsAt,
          place: PLACES[school.code] ?? 'Biblioteca del colegio',
          notes: NOTES[index] ?? '',
          code: generateAttendanceCode(),
          codeWindowMinutes,
        };
      });
    });
    return db.insert(meetings).values(rows).returning({
      id: meetings.id,
      schoolId: meetings.schoolId,
      number: meetings.number,
      startsAt: meetings.startsAt,
      codeWindowMinutes: meetings.codeWindowMinutes,
    });
  };

  const attend = async (
    yearId: number,
    held: Array<{ id: number; schoolId: number; number: number; startsAt: Date }>,
    attends: (sponsorIndex: number, sponsorId: number, number: number) => boolean,
  ) => {
    const rows = held.flatMap((meeting) =>
      sponsorRows
        .filter((sponsor) => sponsor.active && sponsor.schoolId === meeting.schoolId)
        .flatMap((sponsor, sponsorIndex) => {
          if (!attends(sponsorIndex, sponsor.id, meeting.number)) return [];
          const isManual = (sponsorIndex + meeting.number) % 5 === 0;
          return [
            {
              meetingId: meeting.id,
              sponsorId: sponsor.id,
              periodId: yearId,
              method: isManual ? ('manual' as const) : ('code' as const),
              reason: isManual
                ? (MANUAL_REASONS[(sponsorIndex + meeting.number) % MANUAL_REASONS.length] ?? '')
                : null,
              recordedBy: isManual ? (coordinator?.id ?? null) : null,
              recordedAt: new Date(meeting.startsAt.getTime() + (20 + sponsorIndex) * 60_000),
            },
          ];
        }),
    );
    if (rows.length > 0) await db.insert(meetingAttendance).values(rows);
  };

  const assess = async (
    yearId: number,
    sponsorId: number,
    language: 'en' | 'es',
    parts: Partial<Record<AssessmentPart, 'draft' | 'submitted' | 'returned'>>,
    at: Date,
  ) => {
    const rows = ASSESSMENT_PARTS.flatMap((part) => {
      const status = parts[part];
      if (!status) return [];
      const text = ASSESSMENT_TEXTS[part][language];
      return [
        {
          sponsorId,
          periodId: yearId,
          part,
          text: status === 'draft' ? text.slice(0, 90) : text,
          status,
          submittedAt: status === 'draft' ? null : at,
          returnComment:
            status === 'returned'
              ? 'Cuéntanos un ejemplo concreto: ¿qué pasó y qué aprendiste? / Tell us one concrete example: what happened and what did you learn?'
              : null,
          returnedAt: status === 'returned' ? new Date(at.getTime() + DAY) : null,
          returnedBy: status === 'returned' ? (coordinator?.id ?? null) : null,
          updatedAt: at,
        },
      ];
    });
    if (rows.length > 0) await db.insert(leadershipAssessments).values(rows);
  };

  // Last year: everything held; two sponsors completed it all (with last year's four letters).
  const finishers = sponsorRows.filter((sponsor) =>
    ['santiago.restrepo@example.org', 'ashley.williams@example.org'].includes(sponsor.email),
  );
  if (previous) {
    const held = await schedule(previous.id, previous.startDate);
    const finisherIds = new Set(finishers.map((sponsor) => sponsor.id));
    await attend(
      previous.id,
      held,
      (index, sponsorId, number) => finisherIds.has(sponsorId) || (index + number) % 3 !== 0,
    );
    const lastYearEnd = new Date(Date.parse(`${previous.startDate}T12:00:00Z`) + 300 * DAY);
    for (const finisher of finishers) {
      await assess(
        previous.id,
        finisher.id,
        finisher.email.startsWith('ashley') ? 'en' : 'es',
        Object.fromEntries(ASSESSMENT_PARTS.map((part) => [part, 'submitted'])),
        lastYearEnd,
      );
      await lastYearLetters(db, previous.id, previous.startDate, finisher.id, current.id);
    }
  }

  // This year: the meetings whose time has come were held; the demo school's is open now.
  const thisYear = await schedule(current.id, current.startDate, demoSponsor?.schoolId);
  const held = thisYear.filter(
    (meeting) => meeting.startsAt.getTime() + meeting.codeWindowMinutes * 60_000 < now.getTime(),
  );
  await attend(current.id, held, (index, sponsorId, number) =>
    sponsorId === demoSponsor?.id ? number !== 3 : (index * 3 + number * 2) % 7 !== 0,
  );
  const weekAgo = new Date(now.getTime() - 7 * DAY);
  if (demoSponsor)
    await assess(
      current.id,
      demoSponsor.id,
      'en',
      { promiseAndCommitment: 'submitted', vision: 'draft' },
      weekAgo,
    );
  const santiago = finishers.find((sponsor) => sponsor.email.startsWith('santiago'));
  if (santiago)
    await assess(
      current.id,
      santiago.id,
      'es',
      { promiseAndCommitment: 'submitted', vision: 'submitted', riskTaking: 'returned' },
      weekAgo,
    );
  if (MEETING_DAYS.length !== MEETING_COUNT) throw new Error('ten meetings a year');
}

/**
 * Last year's sponsorship of a finisher (with the student they sponsor this year) and the four
 * letters they wrote in it, delivered.
 */
async function lastYearLetters(
  db: Database,
  previousId: number,
  previousStart: string,
  sponsorId: number,
  currentId: number,
): Promise<void> {
  const [thisYear] = await db
    .select({ studentId: sponsorships.studentId })
    .from(sponsorships)
    .where(
      and(
        eq(sponsorships.sponsorId, sponsorId),
        eq(sponsorships.periodId, currentId),
        isNull(sponsorships.endedAt),
      ),
    )
    .limit(1);
  if (!thisYear) return;
  const start = Date.parse(`${previousStart}T12:00:00Z`);
  const [sponsorship] = await db
    .insert(sponsorships)
    .values({
      periodId: previousId,
      sponsorId,
      studentId: thisYear.studentId,
      startedAt: new Date(start + 10 * DAY),
    })
    .returning({ id: sponsorships.id });
  if (!sponsorship) return;
  await db.insert(sponsorshipLetters).values(
    [1, 2, 3, 4].map((number) => {
      const sentAt = new Date(start + (30 + number * 70) * DAY);
      return {
        sponsorshipId: sponsorship.id,
        periodId: previousId,
        sponsorId,
        studentId: thisYear.studentId,
        number,
        writer: 'sponsor' as const,
        status: 'delivered' as const,
        subject: `Carta ${number} / Letter ${number}`,
        message:
          'Hola, te escribo para contarte cómo va mi año en el colegio y preguntarte por el tuyo. / Hi, I am writing to tell you how my school year is going and to ask about yours.',
        originalLanguage: 'es-CO' as const,
        targetLanguage: 'en-US' as const,
        screeningCleared: true,
        translationApproved: true,
        sentAt,
        deliveredAt: sentAt,
        readAt: new Date(sentAt.getTime() + 2 * DAY),
        createdAt: sentAt,
        updatedAt: sentAt,
      };
    }),
  );
}
