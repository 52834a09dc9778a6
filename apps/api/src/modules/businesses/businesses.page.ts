import { previewMessages, WEEKDAY_LABELS, WEEKDAYS, type BusinessDetail } from '@akwaaba/contracts';
import { html } from '../../lib/html.ts';
import type { SharedPage } from '../../plugins/web.ts';

/** '4.5 ★ (12)' after the place, when the listing has reviews. */
const stars = (business: BusinessDetail) =>
  business.total_reviews > 0 ? ` · ${business.average_rating.toFixed(1)} ★ (${business.total_reviews})` : '';

const place = (business: BusinessDetail) =>
  [...new Set([business.address, business.city, business.province].filter(Boolean))].join(', ');

function openingHours(business: BusinessDetail) {
  const hours = business.operating_hours;
  if (!hours || WEEKDAYS.every((day) => hours[day].trim() === '')) return '';
  return html`<h2 class="mt-6 text-lg font-semibold">${previewMessages.openingHours}</h2>
    <table>
      <tbody>
        ${WEEKDAYS.map(
          (day) =>
            html`<tr>
              <th scope="row" class="pr-8 text-left font-medium">${WEEKDAY_LABELS[day]}</th>
              <td>${hours[day].trim() || previewMessages.closed}</td>
            </tr>`,
        )}
      </tbody>
    </table>`;
}

/**
 * An approved listing's shared page: its preview, its LocalBusiness data (made from the row by the caller), its first
 * paint (name, category, place, opening hours, description, contact) and the visitor's API answer it was drawn from.
 */
export function businessPage(business: BusinessDetail, structuredData: Record<string, unknown>): SharedPage {
  return {
    title: business.name,
    description: `${business.category.name} in ${business.city}${stars(business)}. ${business.description}`,
    image: null,
    structuredData,
    embedded: [{ path: `/businesses/${business.id}`, answer: { data: business } }],
    body: html`<div class="mx-auto max-w-4xl px-4 py-8">
      <p><a href="/businesses" class="text-ghana-green">${previewMessages.allBusinesses}</a></p>
      <article>
        <h1 class="mt-4 text-3xl font-bold text-stone-900">${business.name}</h1>
        <p class="text-stone-700">${business.category.name}${stars(business)}</p>
        <h2 class="mt-6 text-lg font-semibold">${previewMessages.location}</h2>
        <p>${place(business)}</p>
        ${openingHours(business)}
        <h2 class="mt-6 text-lg font-semibold">${previewMessages.aboutBusiness}</h2>
        <p class="whitespace-pre-line">${business.description}</p>
        ${
          business.phone || business.website
            ? html`<h2 class="mt-6 text-lg font-semibold">${previewMessages.contact}</h2>
                ${business.contact_person ? html`<p>${business.contact_person}</p>` : ''}
                ${business.phone ? html`<p><a href="tel:${business.phone}">${business.phone}</a></p>` : ''}
                ${
                  business.website && /^https?:\/\//i.test(business.website)
                    ? html`<p><a href="${business.website}" rel="nofollow noopener">${business.website}</a></p>`
                    : ''
                }`
            : ''
        }
      </article>
    </div>`,
  };
}
