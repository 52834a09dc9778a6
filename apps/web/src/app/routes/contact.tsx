export { default as Component } from '@/features/contact/components/contact-page';
