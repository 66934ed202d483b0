// The demo's letters, so every letters screen has something to show: the demo sponsor's letter 1
// to the demo student delivered and translated, the student's answer waiting unread, a draft of
// letter 2; a letter with a phone number, one waiting for a translation and one with a child's
// drawing attached (translated, waiting for a coordinator to look at the picture, in the demo
// coordinator's places) in the coordinators' queue; and a few more sent, so the document status
// grid has done, late and missing cells. Only into an available year whose sponsorships have no
// letters yet.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import sharp from 'sharp';
import type { Language, LetterEventAction, LetterStatus, LetterWriter } from '@portal/shared';
import type { Database } from '../client';
import type { FileStore } from '../../lib/files/file-store';
import { screenLetter } from '../../lib/screening/screen-text';
import {
  adminSchools,
  adminVillages,
  files,
  letterEvents,
  periods,
  sponsors,
  sponsorshipLetters,
  sponsorships,
  students,
  users,
} from '../schema/index';

interface DemoLetter {
  number: number;
  writer: LetterWriter;
  status: LetterStatus;
  subject: string;
  message: string;
  language: Language;
  translation?: { subject: string; message: string };
  isRead?: boolean;
  /** Stored in the file store and attached (a JPEG). */
  attachment?: { name: string; data: Buffer };
}

const DAY = 86_400_000;

const DEMO_CONVERSATION: DemoLetter[] = [
  {
    number: 1,
    writer: 'sponsor',
    status: 'delivered',
    language: 'en-US',
    subject: 'Hello from Boston!',
    message:
      'Dear Mateo,\n\nMy name is Emily and I am sixteen. I live in Boston with my parents and my little brother. I play the violin in the school orchestra and on Saturdays I go running by the river.\n\nWhat do you like to do after school? What is your favourite subject?\n\nI am very happy to be your sponsor this year.\n\nYour friend,\nEmily',
    translation: {
      subject: '¡Hola desde Boston!',
      message:
        'Querido Mateo:\n\nMe llamo Emily y tengo dieciséis años. Vivo en Boston con mis papás y mi hermanito. Toco el violín en la orquesta del colegio y los sábados salgo a correr junto al río.\n\n¿Qué te gusta hacer después del colegio? ¿Cuál es tu materia favorita?\n\nEstoy muy feliz de ser tu madrina este año.\n\nTu amiga,\nEmily',
    },
    isRead: true,
  },
  {
    number: 1,
    writer: 'student',
    status: 'delivered',
    language: 'es-CO',
    subject: 'Gracias por tu carta',
    message:
      'Hola Emily:\n\nGracias por tu carta, la leí con mi mamá. Tengo once años y estoy en quinto. Me gusta jugar fútbol con mis amigos de la vereda y ayudar a mi abuelo con las gallinas. Mi materia favorita es ciencias naturales.\n\n¿El violín es difícil de aprender?\n\nUn abrazo,\nMateo',
    translation: {
      subject: 'Thank you for your letter',
      message:
        'Hello Emily,\n\nThank you for your letter, I read it with my mum. I am eleven and in fifth grade. I like playing football with my friends from the village and helping my grandfather with the hens. My favourite subject is natural science.\n\nIs the violin hard to learn?\n\nA hug,\nMateo',
    },
    isRead: false,
  },
  {
    number: 2,
    writer: 'sponsor',
    status: 'draft',
    language: 'en-US',
    subject: 'Our winter',
    message: 'Dear Mateo,\n\nIt snowed here for the first time this year! ',
  },
];

/** Letters from the other demo sponsors: flagged, waiting for a translation, delivered. */
const OTHER_LETTERS: Array<Omit<DemoLetter, 'number' | 'writer'>> = [
  {
    status: 'in_review',
    language: 'en-US',
    subject: 'Hi from Texas',
    message:
      'Hi! I am so glad to write to you. If you want we can talk on WhatsApp, my number is +1 512 555 0148.',
  },
  {
    status: 'in_review',
    language: 'en-US',
    subject: 'My first letter',
    message:
      'Hello! I love drawing and my dog is called Biscuit. What animals live near your house?',
  },
  {
    status: 'delivered',
    language: 'es-CO',
    subject: 'Saludos desde Bogotá',
    message: 'Hola, me llamo Andrés y estudio en Bogotá. Me gusta mucho el baloncesto.',
    translation: {
      subject: 'Greetings from Bogotá',
      message: 'Hi, my name is Andrés and I study in Bogotá. I really like basketball.',
    },
  },
];

/** The letter with a drawing attached: translated, it waits for a coordinator to see the picture. */
const DRAWING_LETTER: Omit<DemoLetter, 'attachment'> = {
  number: 2,
  writer: 'sponsor',
  status: 'in_review',
  language: 'en-US',
  subject: 'A drawing of my house',
  message:
    'Hi! I drew my house for you, with the big tree in the garden and the sun over the hill. Could you draw a picture for me too? I would love to see what you like to draw.',
  translation: {
    subject: 'Un dibujo de mi casa',
    message:
      '¡Hola! Te dibujé mi casa, con el árbol grande del jardín y el sol sobre la loma. ¿Me haces un dibujo tú también? Me encantaría ver qué te gusta dibujar.',
  },
};

/** A child's drawing of a house, a tree and the sun, as a JPEG (no text: no fonts needed). */
export function demoDrawing(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
  <rect width="800" height="600" fill="#dff3ff"/>
  <rect y="430" width="800" height="170" fill="#8fd16a"/>
  <circle cx="660" cy="120" r="70" fill="#ffd23f"/>
  <rect x="230" y="260" width="260" height="190" fill="#f4a259"/>
  <polygon points="210,270 360,150 510,270" fill="#bc4b51"/>
  <rect x="330" y="350" width="60" height="100" fill="#5b8e7d"/>
  <rect x="260" y="300" width="50" height="45" fill="#ffffff"/>
  <rect x="410" y="300" width="50" height="45" fill="#ffffff"/>
  <rect x="585" y="330" width="30" height="120" fill="#7a4f2a"/>
  <circle cx="600" cy="300" r="70" fill="#3f8f3a"/>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/**
 * Seeds the demo letters. `store` is where the API keeps uploads (DATA_DIR/uploads): without it
 * the letter with a drawing is left out.
 */
export async function seedDemoLetters(db: Database, now: Date, store?: FileStore): Promise<void> {
  const [year] = await db
    .select({ id: periods.id })
    .from(periods)
    .where(eq(periods.status, 'available'));
  if (!year) return;
  const [existing] = await db
    .select({ id: sponsorshipLetters.id })
    .from(sponsorshipLetters)
    .where(eq(sponsorshipLetters.periodId, year.id))
    .limit(1);
  if (existing) return;
  const pairs = await db
    .select({
      id: sponsorships.id,
      sponsorId: sponsorships.sponsorId,
      studentId: sponsorships.studentId,
      sponsorUserId: sponsors.userId,
      studentUserId: students.userId,
    })
    .from(sponsorships)
    .innerJoin(sponsors, eq(sponsors.id, sponsorships.sponsorId))
    .innerJoin(students, eq(students.id, sponsorships.studentId))
    .where(and(eq(sponsorships.periodId, year.id), isNull(sponsorships.endedAt)))
    .orderBy(sponsorships.id);
  const withAccounts = pairs.filter((pair) => pair.sponsorUserId !== null);
  const demoPair = withAccounts.find((pair) => pair.studentUserId !== null);
  if (!demoPair) return;
  const [coordinator] = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.role, ['SUPER_ADMIN']))
    .limit(1);

  const insert = async (
    pair: (typeof pairs)[number],
    letter: DemoLetter,
    daysAgo: number,
  ): Promise<void> => {
    const target: Language = letter.language === 'en-US' ? 'es-CO' : 'en-US';
    const isSent = letter.status !== 'draft';
    const sentAt = isSent ? new Date(now.getTime() - daysAgo * DAY) : null;
    const matches = isSent
      ? screenLetter({
          subject: letter.subject,
          message: letter.message,
          translatedSubject: letter.translation?.subject ?? null,
          translatedMessage: letter.translation?.message ?? null,
        })
      : [];
    const [row] = await db
      .insert(sponsorshipLetters)
      .values({
        sponsorshipId: pair.id,
        periodId: year.id,
        sponsorId: pair.sponsorId,
        studentId: pair.studentId,
        number: letter.number,
        writer: letter.writer,
        writerUserId: letter.writer === 'sponsor' ? pair.sponsorUserId : pair.studentUserId,
        status: letter.status,
        subject: letter.subject,
        message: letter.message,
        originalLanguage: letter.language,
        targetLanguage: target,
        translatedSubject: letter.translation?.subject ?? null,
        translatedMessage: letter.translation?.message ?? null,
        translationSource: letter.translation ? 'manual' : null,
        translationApproved: letter.translation !== undefined,
        screeningMatches: matches,
        screeningCleared: letter.status === 'delivered',
        sentAt,
        deliveredAt: letter.status === 'delivered' ? sentAt : null,
        readAt: letter.isRead && sentAt ? new Date(sentAt.getTime() + DAY) : null,
        createdAt: new Date(now.getTime() - (daysAgo + 1) * DAY),
        updatedAt: sentAt ?? now,
      })
      .returning({ id: sponsorshipLetters.id });
    if (row && letter.attachment && store) {
      const data = letter.attachment.data;
      const stored = await store.put(Readable.from([data]));
      const image = await sharp(data).metadata();
      const [file] = await db
        .insert(files)
        .values({
          storageKey: stored.key,
          originalName: letter.attachment.name,
          contentType: 'image/jpeg',
          sizeBytes: stored.size,
          sha256: createHash('sha256').update(data).digest('hex'),
          width: image.width ?? null,
          height: image.height ?? null,
          ownerKind: 'letter',
          ownerId: row.id,
          purpose: 'attachment',
          createdBy: null,
        })
        .returning({ id: files.id });
      await db
        .update(sponsorshipLetters)
        .set({ attachmentFileId: file!.id })
        .where(eq(sponsorshipLetters.id, row.id));
    }
    if (!row || !sentAt) return;
    const events: Array<{ action: LetterEventAction; actor: number | null }> = [
      { action: 'sent', actor: null },
      ...(matches.length > 0 ? [{ action: 'flagged' as const, actor: null }] : []),
      ...(letter.translation
        ? [{ action: 'translated' as const, actor: coordinator?.id ?? null }]
        : []),
      ...(letter.status === 'delivered'
        ? [{ action: 'delivered' as const, actor: coordinator?.id ?? null }]
        : []),
    ];
    await db.insert(letterEvents).values(
      events.map((event, index) => ({
        letterId: row.id,
        action: event.action,
        actorUserId: event.actor,
        at: new Date(sentAt.getTime() + index * 3_600_000),
      })),
    );
  };

  let daysAgo = 40;
  for (const letter of DEMO_CONVERSATION) await insert(demoPair, letter, (daysAgo -= 10));
  const others = pairs.filter((pair) => pair.id !== demoPair.id);
  for (const [index, letter] of OTHER_LETTERS.entries()) {
    const pair = others[index];
    if (pair) await insert(pair, { ...letter, number: 1, writer: 'sponsor' }, 3 + index);
  }
  // The drawing goes to a child in a scoped coordinator's places, so that coordinator sees it.
  const inScope = await db
    .select({ id: sponsorships.id })
    .from(sponsorships)
    .innerJoin(sponsors, eq(sponsors.id, sponsorships.sponsorId))
    .innerJoin(students, eq(students.id, sponsorships.studentId))
    .leftJoin(adminSchools, eq(adminSchools.schoolId, sponsors.schoolId))
    .leftJoin(adminVillages, eq(adminVillages.villageId, students.villageId))
    .innerJoin(
      users,
      and(
        eq(users.role, 'ADMIN'),
        or(eq(users.id, adminSchools.userId), eq(users.id, adminVillages.userId)),
      ),
    )
    .where(and(eq(sponsorships.periodId, year.id), isNull(sponsorships.endedAt)))
    .orderBy(sponsorships.id);
  const drawingPair = others.find((pair) => inScope.some((row) => row.id === pair.id));
  if (drawingPair && store)
    await insert(
      drawingPair,
      { ...DRAWING_LETTER, attachment: { name: 'my-house.jpg', data: await demoDrawing() } },
      1,
    );
}
