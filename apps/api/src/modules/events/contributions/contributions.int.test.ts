import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiMessages, contributionMessages, eventMessages } from '@akwaaba/contracts';
import { buildTestApp } from '../../../../test/build-test-app.ts';
import {
  contributionTotalsThatDrifted,
  createLifeEvent,
  openLedger,
  pledge,
  storedProofs,
} from '../../../../test/contribution-factories.ts';
import { htmlFile, pdfFile, pngFile, textFile } from '../../../../test/cv-files.ts';
import {
  categories,
  createEvent,
  eventBody,
  makeAdmin,
  makeIndividual,
  makeVerifiedBusiness,
  multipart,
  type Actor,
} from '../../../../test/event-factories.ts';
import { selectRows, STRONG_PASSWORD } from '../../../../test/factories.ts';

const testApp = await buildTestApp();
const { app, clock, database } = testApp;

const category = (await categories(app, 'event'))[0]!.id;
const family = await makeVerifiedBusiness(app, 'Kwesi Mensah');
const admin = await makeAdmin(app);
const ama = await makeIndividual(app, 'Ama Owusu');
const kofi = await makeIndividual(app, 'Kofi Asante');
const stranger = await makeIndividual(app, 'Yaw Stranger');

const url = (eventId: number, rest = '') => `/api/v1/events/${eventId}/contributions${rest}`;
const summary = async (eventId: number, who: Actor | null = null) =>
  app.inject({ method: 'GET', url: url(eventId), headers: who?.headers ?? {} });
const summaryData = async (eventId: number, who: Actor | null = null) => (await summary(eventId, who)).json().data;
const putPledge = (eventId: number, who: Actor | null, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: url(eventId, '/pledge'), headers: who?.headers ?? {}, payload });
const ledger = (eventId: number, who: Actor) =>
  app.inject({ method: 'GET', url: url(eventId, '/ledger'), headers: who.headers });
const today = () => new Date(clock.now().getTime() + 2 * 3_600_000).toISOString().slice(0, 10);

function receiptForm(fields: Record<string, unknown>, proof?: { content: Buffer; filename: string; type: string }) {
  return multipart(
    { amount: '500', received_on: today(), method: 'eft', ...fields },
    proof ? [{ field: 'proof', filename: proof.filename, contentType: proof.type, content: proof.content }] : [],
  );
}
const postReceipt = (eventId: number, who: Actor, form: { payload: Buffer; headers: Record<string, string> }) =>
  app.inject({
    method: 'POST',
    url: url(eventId, '/receipts'),
    headers: { ...who.headers, ...form.headers },
    payload: form.payload,
  });

async function openFuneral(overrides: Record<string, unknown> = {}) {
  const event = await createLifeEvent(app, family, clock.now(), category, overrides);
  await openLedger(app, family, event.id);
  return event;
}

describe('a life event and its contributions ledger', () => {
  it('an event says which life event it is, and the page and cards show it', async () => {
    const event = await createLifeEvent(app, family, clock.now(), category, { life_event: 'outdooring' });
    expect(event.life_event).toBe('outdooring');
    const list = (await app.inject({ method: 'GET', url: '/api/v1/events' })).json().data;
    expect(list.find((item: { id: number }) => item.id === event.id).life_event).toBe('outdooring');

    const plain = await createEvent(app, family, eventBody(clock.now(), category));
    expect(plain.life_event).toBeNull();
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/v1/events',
      headers: family.headers,
      payload: eventBody(clock.now(), category, { life_event: 'birthday' }),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ life_event: [eventMessages.lifeEventInvalid] });
  });

  it('is closed until the organiser opens it, and only on a life event', async () => {
    const event = await createLifeEvent(app, family, clock.now(), category);
    expect(await summaryData(event.id)).toMatchObject({ open: false, can_manage: false, can_open: true });
    expect(await summaryData(event.id, family)).toMatchObject({ open: false, can_manage: true });
    const early = await putPledge(event.id, ama, { amount: '100' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(contributionMessages.notOpen);

    const opened = await app.inject({
      method: 'PUT',
      url: url(event.id),
      headers: family.headers,
      payload: { totals_visibility: 'both' },
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ message: contributionMessages.opened, data: { open: true } });

    const plain = await createEvent(app, family, eventBody(clock.now(), category));
    const refused = await app.inject({ method: 'PUT', url: url(plain.id), headers: family.headers, payload: {} });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(contributionMessages.onlyLifeEvents);
    expect((await summaryData(plain.id, family)).can_open).toBe(false);
  });

  it('the journey: two members pledge, the organiser records a receipt with a proof, and the CSV matches the page', async () => {
    const event = await openFuneral();
    const first = await pledge(app, ama, event.id, '1 500.50');
    expect(first.data).toMatchObject({
      pledged_total: '1500.50',
      my_pledge: { amount: '1500.50', anonymous: false, status: 'pledged' },
    });
    await pledge(app, kofi, event.id, '250', true);

    // Visitors see the totals; members also see who pledged openly; the anonymous pledge is only counted.
    expect(await summaryData(event.id)).toMatchObject({
      open: true,
      pledged_total: '1750.50',
      received_total: '0.00',
      pledges_count: 2,
      supporters: [],
      my_pledge: null,
    });
    expect(await summaryData(event.id, stranger)).toMatchObject({
      supporters: ['Ama Owusu'],
      anonymous_supporters: 1,
    });
    expect(JSON.stringify(await summaryData(event.id, stranger))).not.toContain('Kofi');

    // The organisers see every name, the anonymous one included.
    const book = (await ledger(event.id, family)).json().data;
    expect(
      book.pledges.map((row: { user: { name: string }; anonymous: boolean }) => [row.user.name, row.anonymous]),
    ).toEqual([
      ['Ama Owusu', false],
      ['Kofi Asante', true],
    ]);
    const amasPledge = book.pledges[0].id;

    const recorded = await postReceipt(
      event.id,
      family,
      receiptForm(
        { amount: '1500.50', pledge_id: amasPledge, note: 'Paid at the house' },
        { content: pdfFile('FNB proof of payment'), filename: 'proof.pdf', type: 'application/pdf' },
      ),
    );
    expect(recorded.statusCode).toBe(201);
    expect(recorded.json()).toMatchObject({
      message: contributionMessages.receiptRecorded,
      data: {
        received_total: '1500.50',
        receipts_count: 1,
        receipts: [
          { from: 'Ama Owusu', amount: '1500.50', method: 'eft', has_proof: true, recorded_by: 'Kwesi Mensah' },
        ],
      },
    });
    const receiptId = recorded.json().data.receipts[0].id;
    expect((await summaryData(event.id, ama)).my_pledge.status).toBe('received');
    const change = await putPledge(event.id, ama, { amount: '2000' });
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toBe(contributionMessages.pledgeReceived);

    // A cash gift from a guest who RSVP'd by phone, with no account.
    const cash = await postReceipt(
      event.id,
      family,
      receiptForm({ amount: '300', method: 'cash', from_name: 'Auntie Esi' }),
    );
    expect(cash.statusCode).toBe(201);

    const proof = await app.inject({
      method: 'GET',
      url: url(event.id, `/receipts/${receiptId}/proof`),
      headers: family.headers,
    });
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('application/pdf');
    expect(proof.headers['x-content-type-options']).toBe('nosniff');
    expect(proof.headers['content-disposition']).toContain('attachment');
    expect(proof.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    for (const who of [ama, stranger]) {
      const refused = await app.inject({
        method: 'GET',
        url: url(event.id, `/receipts/${receiptId}/proof`),
        headers: who.headers,
      });
      expect(refused.statusCode).toBe(403);
    }

    const page = await summaryData(event.id);
    const csv = await app.inject({
      method: 'GET',
      url: `/api/v1/events/${event.id}/contributions.csv`,
      headers: family.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[1]).toBe('"Type","Date","Name","Amount (ZAR)","Status or method","Anonymous","Note"');
    const rows = lines.slice(2).map((line) => line.split('","').map((cell) => cell.replaceAll('"', '')));
    const sum = (type: string) =>
      rows.filter((row) => row[0] === type).reduce((total, row) => total + Math.round(Number(row[3]) * 100), 0);
    expect(rows.find((row) => row[0] === 'Total pledged')![3]).toBe(page.pledged_total);
    expect(rows.find((row) => row[0] === 'Total received')![3]).toBe(page.received_total);
    expect(sum('Pledge')).toBe(Math.round(Number(page.pledged_total) * 100));
    expect(sum('Receipt')).toBe(Math.round(Number(page.received_total) * 100));
    expect(page).toMatchObject({ pledged_total: '1750.50', received_total: '1800.50' });
    expect(csv.body).toContain('"Kofi Asante"');
    expect(csv.body).toContain('"Auntie Esi"');
    expect(await contributionTotalsThatDrifted(testApp)).toEqual([]);
  });

  it('refuses bad amounts with the form’s message, and keeps nothing', async () => {
    const event = await openFuneral();
    const cases: [unknown, string][] = [
      [undefined, contributionMessages.amountRequired],
      ['', contributionMessages.amountRequired],
      ['-50', contributionMessages.amountPositive],
      [-50, contributionMessages.amountPositive],
      ['0', contributionMessages.amountPositive],
      ['0.00', contributionMessages.amountPositive],
      ['10.555', contributionMessages.amountDecimals],
      [10.555, contributionMessages.amountDecimals],
      ['1000000.01', contributionMessages.amountTooLarge],
      [5_000_000, contributionMessages.amountTooLarge],
      ['ten rand', contributionMessages.amountInvalid],
      ['1e5', contributionMessages.amountInvalid],
      [{ rand: 5 }, contributionMessages.amountRequired],
    ];
    for (const [amount, message] of cases) {
      const response = await putPledge(event.id, ama, amount === undefined ? {} : { amount });
      expect(response.statusCode, JSON.stringify(amount)).toBe(422);
      expect(response.json().errors, JSON.stringify(amount)).toEqual({ amount: [message] });
    }
    expect((await pledge(app, ama, event.id, '1000000')).data.pledged_total).toBe('1000000.00');
    expect((await pledge(app, ama, event.id, 'R 99.9')).data.pledged_total).toBe('99.90');

    const receipt = await postReceipt(
      event.id,
      family,
      receiptForm({ amount: '0', received_on: '2020-02-31', method: 'cheque' }),
    );
    expect(receipt.statusCode).toBe(422);
    expect(receipt.json().errors).toEqual({
      amount: [contributionMessages.amountPositive],
      received_on: [contributionMessages.receivedOnInvalid],
      method: [contributionMessages.methodInvalid],
    });
    const future = await postReceipt(event.id, family, receiptForm({ received_on: '2099-01-01' }));
    expect(future.statusCode).toBe(422);
    expect(future.json().errors).toEqual({ received_on: [contributionMessages.receivedOnFuture] });
    expect((await ledger(event.id, family)).json().data).toMatchObject({ received_total: '0.00', receipts_count: 0 });
    expect(await contributionTotalsThatDrifted(testApp)).toEqual([]);
  });

  it('judges a proof by its content, never its name or declared type, and keeps nothing refused', async () => {
    const event = await openFuneral();
    const before = await storedProofs(testApp);
    const disguised: [Buffer, string, string][] = [
      [textFile(), 'proof.pdf', 'application/pdf'],
      [htmlFile(), 'slip.png', 'image/png'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'slip.jpg', 'image/jpeg'],
    ];
    for (const [content, filename, type] of disguised) {
      const response = await postReceipt(event.id, family, receiptForm({}, { content, filename, type }));
      expect(response.statusCode, filename).toBe(422);
      expect(response.json().errors).toEqual({ proof: [contributionMessages.proofInvalid] });
    }
    const large = await postReceipt(
      event.id,
      family,
      receiptForm(
        {},
        {
          content: Buffer.concat([pdfFile(), Buffer.alloc(5 * 1024 * 1024)]),
          filename: 'big.pdf',
          type: 'application/pdf',
        },
      ),
    );
    expect(large.statusCode).toBe(422);
    expect(large.json().errors).toEqual({ proof: [contributionMessages.proofTooLarge] });
    // A real picture sent under another name and type is kept for what it is.
    const png = await postReceipt(
      event.id,
      family,
      receiptForm({}, { content: pngFile(), filename: 'slip.pdf', type: 'application/pdf' }),
    );
    expect(png.statusCode).toBe(201);
    const id = png.json().data.receipts[0].id;
    const download = await app.inject({
      method: 'GET',
      url: url(event.id, `/receipts/${id}/proof`),
      headers: family.headers,
    });
    expect(download.headers['content-type']).toBe('image/png');
    expect((await storedProofs(testApp)).length).toBe(before.length + 1);
    expect((await ledger(event.id, family)).json().data.receipts_count).toBe(1);
  });

  it('a member changes or withdraws their pledge, and the total follows', async () => {
    const event = await openFuneral();
    await pledge(app, ama, event.id, '100');
    const changed = await putPledge(event.id, ama, { amount: '150', anonymous: true });
    expect(changed.json()).toMatchObject({
      message: contributionMessages.pledgeChanged,
      data: { pledged_total: '150.00', pledges_count: 1, my_pledge: { amount: '150.00', anonymous: true } },
    });
    const withdraw = () => app.inject({ method: 'DELETE', url: url(event.id, '/pledge'), headers: ama.headers });
    const gone = await withdraw();
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toMatchObject({ data: { pledged_total: '0.00', pledges_count: 0, my_pledge: null } });
    expect((await withdraw()).statusCode).toBe(200);
    expect(await contributionTotalsThatDrifted(testApp)).toEqual([]);
  });

  it('shows the totals the organisers choose; they always see both', async () => {
    const event = await openFuneral();
    await pledge(app, ama, event.id, '400');
    await postReceipt(event.id, family, receiptForm({ amount: '100' }));
    const choose = (choice: string) =>
      app.inject({
        method: 'PUT',
        url: url(event.id),
        headers: family.headers,
        payload: { totals_visibility: choice },
      });

    expect((await choose('received')).json().message).toBe(contributionMessages.settingsSaved);
    expect(await summaryData(event.id, ama)).toMatchObject({
      pledged_total: null,
      pledges_count: null,
      received_total: '100.00',
    });
    await choose('pledged');
    expect(await summaryData(event.id)).toMatchObject({ pledged_total: '400.00', received_total: null });
    await choose('none');
    expect(await summaryData(event.id)).toMatchObject({ pledged_total: null, received_total: null });
    expect(await summaryData(event.id, family)).toMatchObject({ pledged_total: '400.00', received_total: '100.00' });
    expect(await summaryData(event.id, admin)).toMatchObject({ pledged_total: '400.00', can_manage: true });

    const wrong = await choose('everything');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ totals_visibility: [contributionMessages.visibilityInvalid] });
  });

  it('keeps the ledger to its organisers and admins, and the event to those who may see it', async () => {
    const event = await openFuneral();
    for (const [method, path] of [
      ['PUT', url(event.id)],
      ['GET', url(event.id, '/ledger')],
      ['GET', `/api/v1/events/${event.id}/contributions.csv`],
      ['POST', url(event.id, '/receipts')],
      ['DELETE', url(event.id, '/receipts/1')],
    ] as const) {
      const payload =
        method === 'PUT'
          ? { totals_visibility: 'both' }
          : method === 'POST'
            ? { amount: '5', received_on: today(), method: 'cash' }
            : undefined;
      const member = await app.inject({
        method,
        url: path,
        headers: stranger.headers,
        ...(payload ? { payload } : {}),
      });
      expect(member.statusCode, `${method} ${path}`).toBe(403);
      const visitor = await app.inject({ method, url: path, ...(payload ? { payload } : {}) });
      expect(visitor.statusCode, `${method} ${path}`).toBe(401);
      expect(visitor.json().message).toBe(apiMessages.unauthenticated);
    }
    expect((await ledger(event.id, admin)).statusCode).toBe(200);

    const hidden = await openFuneral({ is_public: false });
    expect((await summary(hidden.id, stranger)).statusCode).toBe(404);
    expect((await putPledge(hidden.id, stranger, { amount: '10' })).statusCode).toBe(404);
    expect((await summary(999_999)).statusCode).toBe(404);

    // A pledge of another ledger cannot be received here, and a receipt of another ledger cannot be removed here.
    const another = await openFuneral();
    await pledge(app, ama, another.id, '10');
    const anotherPledge = (await ledger(another.id, family)).json().data.pledges[0].id;
    const elsewhere = await postReceipt(event.id, family, receiptForm({ pledge_id: anotherPledge }));
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().errors).toEqual({ pledge_id: [contributionMessages.pledgeUnknown] });
    const other = await postReceipt(another.id, family, receiptForm({}));
    const otherId = other.json().data.receipts[0].id;
    const wrongLedger = await app.inject({
      method: 'DELETE',
      url: url(event.id, `/receipts/${otherId}`),
      headers: family.headers,
    });
    expect(wrongLedger.statusCode).toBe(404);
  });

  it('a receipt removed by mistake takes its amount off, and its pledge is pledged again', async () => {
    const event = await openFuneral();
    await pledge(app, ama, event.id, '200');
    const pledgeId = (await ledger(event.id, family)).json().data.pledges[0].id;
    const form = receiptForm(
      { amount: '200', pledge_id: pledgeId },
      { content: pngFile(), filename: 'slip.png', type: 'image/png' },
    );
    const recorded = (await postReceipt(event.id, family, form)).json().data;
    const twice = await postReceipt(event.id, family, receiptForm({ amount: '200', pledge_id: pledgeId }));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(contributionMessages.pledgeAlreadyReceived);
    const before = await storedProofs(testApp);

    const removed = await app.inject({
      method: 'DELETE',
      url: url(event.id, `/receipts/${recorded.receipts[0].id}`),
      headers: family.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({
      message: contributionMessages.receiptRemoved,
      data: { received_total: '0.00', receipts: [], pledges: [{ status: 'pledged' }] },
    });
    expect((await storedProofs(testApp)).length).toBe(before.length - 1);
    expect(await contributionTotalsThatDrifted(testApp)).toEqual([]);
  });
});

describe('privacy', () => {
  it('an erased member’s pledges go and the pledged total comes down; money received stays, from a former member', async () => {
    const event = await openFuneral();
    const leaving = await makeIndividual(app, 'Adwoa Leaving');
    const alsoLeaving = await makeIndividual(app, 'Efo Leaving');
    await pledge(app, leaving, event.id, '700');
    await pledge(app, alsoLeaving, event.id, '50', true);
    await pledge(app, ama, event.id, '20');
    const book = (await ledger(event.id, family)).json().data;
    const received = book.pledges.find((row: { user: { id: number } }) => row.user.id === leaving.id).id;
    await postReceipt(event.id, family, receiptForm({ amount: '700', pledge_id: received }));

    for (const who of [leaving, alsoLeaving]) {
      const deleted = await app.inject({
        method: 'DELETE',
        url: '/api/v1/profile',
        headers: who.headers,
        payload: { password: STRONG_PASSWORD },
      });
      expect(deleted.statusCode).toBe(200);
    }
    const after = (await ledger(event.id, family)).json().data;
    expect(after).toMatchObject({
      pledged_total: '20.00',
      pledges_count: 1,
      received_total: '700.00',
      receipts_count: 1,
    });
    expect(after.receipts[0]).toMatchObject({ pledge_id: null, from: contributionMessages.formerMember });
    expect(JSON.stringify(after)).not.toContain('Adwoa');
    const rows = await selectRows(
      database,
      sql`select count(*)::int as n from event_pledges where user_id in (${leaving.id}, ${alsoLeaving.id})`,
    );
    expect(rows[0]!.n).toBe(0);
    expect(await contributionTotalsThatDrifted(testApp)).toEqual([]);
  });

  it('an organiser’s deleted event, or erased account, takes the ledger’s proofs with it', async () => {
    const organiser = await makeVerifiedBusiness(app, 'Abena Organiser');
    const proofForm = () => receiptForm({}, { content: pdfFile(), filename: 'p.pdf', type: 'application/pdf' });
    const before = await storedProofs(testApp);

    const event = await createLifeEvent(app, organiser, clock.now(), category);
    await openLedger(app, organiser, event.id);
    expect((await postReceipt(event.id, organiser, proofForm())).statusCode).toBe(201);
    expect((await storedProofs(testApp)).length).toBe(before.length + 1);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/v1/events/${event.id}`,
      headers: organiser.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await storedProofs(testApp)).toEqual(before);

    const second = await createLifeEvent(app, organiser, clock.now(), category);
    await openLedger(app, organiser, second.id);
    await postReceipt(second.id, organiser, proofForm());
    const erased = await app.inject({
      method: 'DELETE',
      url: '/api/v1/profile',
      headers: organiser.headers,
      payload: { password: STRONG_PASSWORD },
    });
    expect(erased.statusCode).toBe(200);
    expect(await storedProofs(testApp)).toEqual(before);
  });

  it('a pledge is the member’s own record in Download my data', async () => {
    const event = await openFuneral({ title: 'Memorial of Papa Kwame Owusu', life_event: 'memorial' });
    await pledge(app, kofi, event.id, '80.25', true);
    const { data } = await app.services.contributionsService.exportFor({ id: kofi.id });
    expect(data.pledges).toContainEqual(
      expect.objectContaining({
        event_id: event.id,
        event_title: 'Memorial of Papa Kwame Owusu',
        amount: '80.25',
        anonymous: true,
        status: 'pledged',
      }),
    );
  });
});
