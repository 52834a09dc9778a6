import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  businessInput,
  businessMessages,
  textLimits,
  textMessages,
  type BusinessDetail,
  type BusinessInput,
  type Category,
  type ValidationErrorResponse,
} from '@akwaaba/contracts';
import { businessCategories, makeBusinessDetail, makeBusinessUser, makeList, makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { pasteOverLimit } from '@/testing/long-text';
import { currentLocation, renderApp } from '@/testing/test-utils';
import type { SaveBusinessResponse } from '../api/create-business';

/** Places the fake address field knows: typing one exactly chooses it, anything else chooses nothing. */
const places = [
  {
    address: 'Braamfontein, Johannesburg, Gauteng',
    name: 'Braamfontein',
    city: 'Johannesburg',
    province: 'Gauteng',
    latitude: -26.1929,
    longitude: 28.0341,
  },
  {
    address: 'Sea Point, Cape Town, Western Cape',
    name: 'Sea Point',
    city: 'Cape Town',
    province: 'Western Cape',
    latitude: -33.9167,
    longitude: 18.3833,
  },
];

// The real field asks the places API; here the suggestion is "chosen" by typing it in full.
vi.mock('@/components/place-autocomplete', () => ({
  PlaceAutocomplete: (props: {
    id?: string;
    label?: string;
    initialValue?: string;
    error?: string;
    onSelect: (place: (typeof places)[number] | null) => void;
    onTextChange?: (text: string) => void;
  }) => {
    const id = props.id ?? 'address';
    return (
      <div>
        <label htmlFor={id}>{props.label ?? 'Address'}</label>
        <input
          id={id}
          defaultValue={props.initialValue}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? `${id}-error` : undefined}
          onChange={(event) => {
            props.onTextChange?.(event.target.value);
            props.onSelect(places.find((place) => place.address === event.target.value) ?? null);
          }}
        />
        {props.error && <p id={`${id}-error`}>{props.error}</p>}
      </div>
    );
  },
}));

type Body = Record<string, unknown>;

function serveCategories(categories: Category[] = businessCategories) {
  server.use(http.get(`${API}/categories`, () => HttpResponse.json({ data: categories })));
}

/** The owner's listing as the edit page loads it. */
function ownListing(overrides: Partial<BusinessDetail> = {}): BusinessDetail {
  return makeBusinessDetail({
    id: 42,
    category: { id: 12, name: 'Retail', slug: 'retail' },
    email: 'hello@kofis.example',
    website: 'https://kofis.example',
    longitude: 28.0341,
    operating_hours: null,
    is_owner: true,
    ...overrides,
  });
}

/** POST /businesses as the API would: keeps each body and answers with the stored, pending listing. */
function acceptCreate(options: { wait?: Promise<void> } = {}) {
  const bodies: Body[] = [];
  server.use(
    http.post<never, Body, SaveBusinessResponse>(`${API}/businesses`, async ({ request }) => {
      bodies.push(await request.json());
      await options.wait;
      return HttpResponse.json(
        {
          data: makeBusinessDetail({ id: 77, status: 'pending', is_owner: true }),
          message: businessMessages.submittedForApproval,
        },
        { status: 201 },
      );
    }),
  );
  return bodies;
}

function hoursRow(day: string) {
  return screen.getByRole('group', { name: day });
}

function setTime(day: string, which: 'opens' | 'closes', value: string) {
  fireEvent.change(within(hoursRow(day)).getByLabelText(`${day} ${which}`), { target: { value } });
}

async function openCreate(member = makeBusinessUser()) {
  serveCategories();
  const view = renderApp('/create-business', { user: member });
  expect(await screen.findByRole('heading', { name: businessMessages.formTitle })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('combobox', { name: /^Category/ })).toHaveValue('11'));
  return view;
}

async function fillValidBusiness(user: ReturnType<typeof renderApp>['user']) {
  await user.type(screen.getByLabelText(/^Business name/), 'Kofi’s Kitchen');
  await user.type(screen.getByLabelText(/^Description/), 'Jollof, waakye and kelewele in Braamfontein.');
  await user.type(screen.getByLabelText(businessMessages.streetLabel), '12 Juta Street');
  await user.type(screen.getByLabelText(/^Suburb or town/, { selector: 'input' }), places[0]!.address);
}

describe('Create business form', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Where a saved listing leads.
    server.use(http.get(`${API}/my/businesses`, () => HttpResponse.json(makeList([]))));
  });
  afterEach(() => vi.restoreAllMocks());

  it('starts on the first business category, with city and province read-only', async () => {
    await openCreate();
    const category = screen.getByRole('combobox', { name: /^Category/ });
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a category', 'Restaurant', 'Retail', 'Professional Services']);
    expect(screen.getByLabelText('City')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Province')).toHaveAttribute('readonly');
    expect(screen.getByRole('radio', { name: businessMessages.hoursNotSpecified })).toBeChecked();
    expect(screen.queryByRole('group', { name: 'Monday' })).not.toBeInTheDocument();
  });

  it('shows the contract message under each field left empty and focuses the first one', async () => {
    const bodies = acceptCreate();
    const { user } = await openCreate();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Category/ }), '');
    await user.click(screen.getByRole('button', { name: 'Create Business' }));

    const name = screen.getByLabelText(/^Business name/);
    expect(await screen.findByText(businessMessages.nameRequired)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(businessMessages.nameRequired);
    expect(name).toHaveFocus();
    expect(screen.getByText(businessMessages.descriptionRequired)).toBeInTheDocument();
    expect(screen.getByText(businessMessages.categoryRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Suburb or town/, { selector: 'input' })).toHaveAccessibleDescription(
      businessMessages.addressRequired,
    );
    expect(bodies).toEqual([]);
  });

  it('keeps a pasted description over the limit, counting it, and refuses it on Create with the contract message', async () => {
    const bodies = acceptCreate();
    const { user } = await openCreate();
    const limits = textLimits(businessInput);
    expect(screen.getByLabelText(/^Business name/)).toHaveAttribute('maxlength', String(limits.name));
    await fillValidBusiness(user);
    const description = screen.getByLabelText(/^Description/);
    const pasted = await pasteOverLimit(user, description, limits.description!);
    await user.click(screen.getByRole('button', { name: 'Create Business' }));

    expect(
      await screen.findByText(textMessages.tooLong('Business description', limits.description!)),
    ).toBeInTheDocument();
    expect(description).toHaveFocus();
    expect(description).toHaveValue(pasted);
    expect(bodies).toEqual([]);
  });

  it('refuses a short name and bad contact details, and asks the city of a suburb typed but not chosen', async () => {
    const bodies = acceptCreate();
    const { user } = await openCreate();
    await user.type(screen.getByLabelText(/^Business name/), 'K');
    await user.type(screen.getByLabelText(/^Description/), 'Jollof and waakye.');
    await user.type(screen.getByLabelText(/^Contact email/), 'not-an-email');
    await user.type(screen.getByLabelText(/^Contact phone/), '12');
    await user.type(screen.getByLabelText(/^Website/), 'javascript:alert(1)');
    await user.type(screen.getByLabelText(/^Suburb or town/, { selector: 'input' }), 'Yeoville');
    await user.click(screen.getByRole('button', { name: 'Create Business' }));

    expect(await screen.findByText(businessMessages.nameMin)).toBeInTheDocument();
    expect(screen.getByText(businessMessages.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(businessMessages.phoneInvalid)).toBeInTheDocument();
    expect(screen.getByText(businessMessages.websiteInvalid)).toBeInTheDocument();
    expect(screen.queryByText(businessMessages.addressRequired)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^City/)).toHaveValue('');
    expect(screen.getByLabelText(/^City/)).toHaveAccessibleDescription(
      `${businessMessages.cityRequired} ${businessMessages.cityForTypedPlace}`,
    );
    expect(bodies).toEqual([]);
  });

  it("creates the listing as typed, showing 'Creating...' while it saves, then goes to My Businesses", async () => {
    let release!: () => void;
    const bodies = acceptCreate({ wait: new Promise((resolve) => (release = resolve)) });
    const { user, router } = await openCreate();
    await fillValidBusiness(user);
    expect(screen.getByLabelText('City')).toHaveValue('Johannesburg');
    expect(screen.getByLabelText('Province')).toHaveValue('Gauteng');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Category/ }), 'Retail');
    await user.type(screen.getByLabelText(/^Contact email/), 'hello@kofis.example');
    await user.type(screen.getByLabelText(/^Contact phone/), '011 123 4567');
    await user.type(screen.getByLabelText(/^Contact person/), 'Kofi Boateng');
    // Typed without https://, the site becomes a link when the field is left.
    await user.type(screen.getByLabelText(/^Website/), 'kofis.example');
    await user.tab();
    expect(screen.getByLabelText(/^Website/)).toHaveValue('https://kofis.example');
    await user.click(screen.getByRole('button', { name: 'Create Business' }));

    const busy = await screen.findByRole('button', { name: businessMessages.creating });
    expect(busy).toBeDisabled();
    release();

    expect(await screen.findByText(businessMessages.created)).toBeInTheDocument();
    expect(screen.getByText(businessMessages.submittedForApproval)).toBeInTheDocument();
    await waitFor(() => expect(currentLocation(router)).toBe('/my-businesses'));
    expect(bodies).toEqual([
      {
        name: 'Kofi’s Kitchen',
        description: 'Jollof, waakye and kelewele in Braamfontein.',
        category_id: 12,
        email: 'hello@kofis.example',
        phone: '011 123 4567',
        address: '12 Juta Street, Braamfontein',
        city: 'Johannesburg',
        province: 'Gauteng',
        latitude: -26.1929,
        longitude: 28.0341,
        website: 'https://kofis.example',
        contact_person: 'Kofi Boateng',
        operating_hours: null,
      } satisfies BusinessInput,
    ]);
  });

  it('sends the hours per weekday, a closed day as empty', async () => {
    const bodies = acceptCreate();
    const { user, router } = await openCreate();
    await fillValidBusiness(user);
    await user.click(screen.getByRole('radio', { name: 'Set the hours for each day' }));

    expect(within(hoursRow('Sunday')).getByRole('checkbox', { name: businessMessages.closed })).toBeChecked();
    expect(within(hoursRow('Monday')).getByLabelText('Monday opens')).toHaveValue('08:00');
    setTime('Monday', 'opens', '07:30');
    setTime('Friday', 'closes', '20:00');
    await user.click(within(hoursRow('Wednesday')).getByRole('checkbox', { name: businessMessages.closed }));
    expect(within(hoursRow('Wednesday')).queryByLabelText('Wednesday opens')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Business' }));

    await waitFor(() => expect(currentLocation(router)).toBe('/my-businesses'));
    expect(bodies[0]!.operating_hours).toEqual({
      monday: '07:30–17:00',
      tuesday: '08:00–17:00',
      wednesday: '',
      thursday: '08:00–17:00',
      friday: '08:00–20:00',
      saturday: '08:00–13:00',
      sunday: '',
    });
  });

  it('asks for both times of an open day', async () => {
    const bodies = acceptCreate();
    const { user } = await openCreate();
    await fillValidBusiness(user);
    await user.click(screen.getByRole('radio', { name: 'Set the hours for each day' }));
    setTime('Tuesday', 'closes', '');
    await user.click(screen.getByRole('button', { name: 'Create Business' }));

    expect(await within(hoursRow('Tuesday')).findByText('Enter a closing time, or tick Closed.')).toBeInTheDocument();
    expect(within(hoursRow('Tuesday')).getByLabelText('Tuesday closes')).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
  });

  it("puts the server's 422 messages under their fields and toasts its message", async () => {
    server.use(
      http.post<never, never, ValidationErrorResponse>(`${API}/businesses`, () =>
        HttpResponse.json(
          {
            message: businessMessages.phoneInvalid,
            errors: {
              phone: [businessMessages.phoneInvalid],
              latitude: [businessMessages.addressRequired],
            },
          },
          { status: 422 },
        ),
      ),
    );
    const { user, router } = await openCreate();
    await fillValidBusiness(user);
    await user.type(screen.getByLabelText(/^Contact phone/), '+27 11 000 0000');
    await user.click(screen.getByRole('button', { name: 'Create Business' }));

    await waitFor(() =>
      expect(screen.getByLabelText(/^Contact phone/)).toHaveAccessibleDescription(businessMessages.phoneInvalid),
    );
    expect(screen.getByLabelText(/^Suburb or town/, { selector: 'input' })).toHaveAccessibleDescription(
      businessMessages.addressRequired,
    );
    expect(screen.getAllByText(businessMessages.phoneInvalid)).toHaveLength(2);
    expect(currentLocation(router)).toBe('/create-business');
  });

  it('falls back to the spec text when creating fails without a message', async () => {
    server.use(http.post(`${API}/businesses`, () => new HttpResponse(null, { status: 500 })));
    const { user } = await openCreate();
    await fillValidBusiness(user);
    await user.click(screen.getByRole('button', { name: 'Create Business' }));
    expect(await screen.findByText(businessMessages.createFailed)).toBeInTheDocument();
  });

  it('toasts when the business categories cannot be loaded', async () => {
    server.use(http.get(`${API}/categories`, () => new HttpResponse(null, { status: 500 })));
    renderApp('/create-business', { user: makeBusinessUser() });
    expect(await screen.findByText(businessMessages.categoriesFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('tells individual members that only business accounts list businesses', async () => {
    renderApp('/create-business', { user: makeUser() });
    expect(await screen.findByText(new RegExp(businessMessages.onlyBusinessesCreate))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Business' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Businesses' })).toHaveAttribute('href', '/businesses');
  });

  it('lets admins list a business', async () => {
    await openCreate(makeUser({ is_admin: true }));
    expect(screen.getByRole('button', { name: 'Create Business' })).toBeInTheDocument();
  });

  it('sends visitors to sign in first', async () => {
    const { router } = renderApp('/create-business');
    await waitFor(() => expect(currentLocation(router)).toBe('/login?redirect=%2Fcreate-business'));
  });
});

describe('Edit business form', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Where a saved listing leads.
    server.use(http.get(`${API}/my/businesses`, () => HttpResponse.json(makeList([]))));
  });
  afterEach(() => vi.restoreAllMocks());

  function serveBusiness(business: BusinessDetail) {
    serveCategories();
    const bodies: Body[] = [];
    server.use(
      http.get(`${API}/businesses/:id`, ({ params }) =>
        Number(params.id) === business.id
          ? HttpResponse.json({ data: business })
          : HttpResponse.json({ message: businessMessages.notFound }, { status: 404 }),
      ),
      http.put<{ id: string }, Body, SaveBusinessResponse>(`${API}/businesses/:id`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          data: { ...business, status: 'pending' },
          message: businessMessages.changesAwaitReview,
        });
      }),
    );
    return bodies;
  }

  it('fills the form from the listing, saves the changes and says they await review', async () => {
    const bodies = serveBusiness(
      ownListing({
        operating_hours: {
          monday: '08:00–17:00',
          tuesday: '8:30 - 17:00',
          wednesday: 'By appointment',
          thursday: '08:00–17:00',
          friday: '08:00–17:00',
          saturday: '09:00–13:00',
          sunday: '',
        },
      }),
    );
    const { user, router } = renderApp('/businesses/42/edit', { user: makeBusinessUser({ id: 900 }) });

    expect(await screen.findByRole('heading', { name: businessMessages.editTitle })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Business name/)).toHaveValue('Kofi’s Kitchen');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Category/ })).toHaveValue('12'));
    expect(screen.getByLabelText(businessMessages.streetLabel)).toHaveValue('12 Juta Street');
    expect(screen.getByLabelText(/^Suburb or town/, { selector: 'input' })).toHaveValue('Braamfontein');
    expect(screen.getByLabelText('City')).toHaveValue('Johannesburg');
    expect(screen.getByLabelText(/^Contact email/)).toHaveValue('hello@kofis.example');
    expect(screen.getByLabelText(/^Website/)).toHaveValue('https://kofis.example');
    expect(screen.getByRole('radio', { name: 'Set the hours for each day' })).toBeChecked();
    expect(within(hoursRow('Tuesday')).getByLabelText('Tuesday opens')).toHaveValue('08:30');
    expect(within(hoursRow('Wednesday')).getByText('Saved as “By appointment”. Set the times to replace it.'));
    expect(within(hoursRow('Sunday')).getByRole('checkbox', { name: businessMessages.closed })).toBeChecked();

    await user.clear(screen.getByLabelText(/^Business name/));
    await user.type(screen.getByLabelText(/^Business name/), 'Kofi’s Kitchen & Bar');
    await user.clear(screen.getByLabelText(/^Suburb or town/, { selector: 'input' }));
    await user.type(screen.getByLabelText(/^Suburb or town/, { selector: 'input' }), places[1]!.address);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(businessMessages.changesAwaitReview)).toBeInTheDocument();
    await waitFor(() => expect(currentLocation(router)).toBe('/my-businesses'));
    expect(bodies).toEqual([
      {
        name: 'Kofi’s Kitchen & Bar',
        description: 'Jollof, waakye and kelewele, cooked the way your mother made them.',
        category_id: 12,
        email: 'hello@kofis.example',
        phone: '+27111234567',
        address: '12 Juta Street, Sea Point',
        city: 'Cape Town',
        province: 'Western Cape',
        latitude: -33.9167,
        longitude: 18.3833,
        website: 'https://kofis.example',
        contact_person: 'Kofi Boateng',
        operating_hours: {
          monday: '08:00–17:00',
          tuesday: '08:30–17:00',
          wednesday: 'By appointment',
          thursday: '08:00–17:00',
          friday: '08:00–17:00',
          saturday: '09:00–13:00',
          sunday: '',
        },
      } satisfies BusinessInput,
    ]);
  });

  it("shows 'Saving...' while the changes save", async () => {
    serveBusiness(ownListing());
    let release!: () => void;
    const wait = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.put(`${API}/businesses/:id`, async () => {
        await wait;
        return HttpResponse.json({ data: ownListing(), message: businessMessages.updated });
      }),
    );
    const { user } = renderApp('/businesses/42/edit', { user: makeBusinessUser({ id: 900 }) });
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('button', { name: businessMessages.saving })).toBeDisabled();
    release();
    expect(await screen.findByText(businessMessages.updated)).toBeInTheDocument();
  });

  it('keeps the hours unspecified when the listing has none', async () => {
    const bodies = serveBusiness(ownListing({ operating_hours: null }));
    const { user } = renderApp('/businesses/42/edit', { user: makeBusinessUser({ id: 900 }) });
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.operating_hours).toBeNull();
  });

  it('tells members who do not own the listing that they cannot edit it', async () => {
    serveBusiness(ownListing({ is_owner: false }));
    renderApp('/businesses/42/edit', { user: makeBusinessUser({ id: 901 }) });
    expect(await screen.findByText(businessMessages.notAuthorized)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it('lets an admin edit any listing', async () => {
    serveBusiness(ownListing({ is_owner: false }));
    renderApp('/businesses/42/edit', { user: makeUser({ is_admin: true }) });
    expect(await screen.findByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });

  it('says when the listing does not exist', async () => {
    serveBusiness(ownListing());
    renderApp('/businesses/404/edit', { user: makeBusinessUser() });
    expect(await screen.findByRole('heading', { name: businessMessages.notFound })).toBeInTheDocument();
  });
});
