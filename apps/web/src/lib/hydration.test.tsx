import { act, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useForm, useWatch } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { replayTypedBeforeApp } from './hydration';

/** A form as the app's are: controlled fields, a box, a list, and a react-hook-form field, showing what it holds. */
function Form() {
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [city, setCity] = useState('');
  const [about, setAbout] = useState('');
  const { register, control } = useForm({ defaultValues: { email: '' } });
  const email = useWatch({ control, name: 'email' });
  return (
    <form>
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <input aria-label="Email" {...register('email')} />
      <input
        aria-label="Agree"
        type="checkbox"
        checked={agreed}
        onChange={(event) => setAgreed(event.target.checked)}
      />
      <select aria-label="City" value={city} onChange={(event) => setCity(event.target.value)}>
        <option value="">Any</option>
        <option value="Durban">Durban</option>
      </select>
      <textarea aria-label="About" value={about} onChange={(event) => setAbout(event.target.value)} />
      <input aria-label="Kind" type="radio" name="kind" value="a" defaultChecked />
      <output>{JSON.stringify({ name, email, agreed, city, about })}</output>
    </form>
  );
}

/**
 * The app's root, which replays once the page is hydrated (app/app.tsx): its effect runs after its children's, and
 * before the renders their effects ask for, which would set controlled fields back to their state.
 */
function App({ replay }: { replay: () => void }) {
  useEffect(replay, [replay]);
  return <Form />;
}

// React's act() flushes renders and effects here as in a browser between tasks.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The server's page, typed into as a person would before the app arrives (no React on it yet). */
function serverPageTypedInto() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  const field = (label: string) => container.querySelector<HTMLInputElement>(`[aria-label="${label}"]`)!;
  field('Name').value = 'Ama Mensah';
  field('Email').value = 'ama@example.com';
  field('Agree').checked = true;
  container.querySelector('select')!.value = 'Durban';
  container.querySelector('textarea')!.value = 'From Kumasi';
  return { container, field };
}

describe('replayTypedBeforeApp', () => {
  it('hands what was typed before hydration to the app’s state, keeping it once in the fields', async () => {
    const { container, field } = serverPageTypedInto();
    await act(async () => {
      root = hydrateRoot(container, <App replay={() => replayTypedBeforeApp(container)} />);
    });

    expect(JSON.parse(container.querySelector('output')!.textContent!)).toEqual({
      name: 'Ama Mensah',
      email: 'ama@example.com',
      agreed: true,
      city: 'Durban',
      about: 'From Kumasi',
    });
    expect(field('Name').value).toBe('Ama Mensah');
    expect(field('Email').value).toBe('ama@example.com');
    expect(field('Agree').checked).toBe(true);
    expect(field('Kind').checked).toBe(true);
  });

  it('leaves fields nobody touched as they are', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    const before = container.innerHTML;
    await act(async () => {
      root = hydrateRoot(container, <App replay={() => replayTypedBeforeApp(container)} />);
    });

    expect(container.innerHTML).toBe(before);
  });
});
