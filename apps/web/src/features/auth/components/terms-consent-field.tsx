import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { CheckboxField } from '@/components/ui/field';
import { Checkbox } from '@/components/ui/input';
import { paths } from '@/config/paths';

/** 'I agree to the Terms of Service and Privacy Policy': the consent the API records with the versions agreed to. */
export function TermsConsentField({ input, error }: { input: UseFormRegisterReturn; error?: string }) {
  return (
    <CheckboxField
      error={error}
      label={
        <>
          I agree to the{' '}
          <Link to={paths.terms.getHref()} className="font-semibold text-ghana-green underline" target="_blank">
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to={paths.privacy.getHref()} className="font-semibold text-ghana-green underline" target="_blank">
            Privacy Policy
          </Link>
        </>
      }
    >
      {(control) => <Checkbox {...control} {...input} />}
    </CheckboxField>
  );
}
