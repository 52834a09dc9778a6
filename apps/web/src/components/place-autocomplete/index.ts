export { PlaceAutocomplete, type PlaceAutocompleteProps } from './place-autocomplete';
export { usePlacesSettings } from './get-places-settings';
export type { PlaceSelection } from './place-lookup';
