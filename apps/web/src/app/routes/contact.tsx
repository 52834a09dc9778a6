export { default as Component } from '@/features/content/components/contact-page';
