export { default as Component } from '@/features/content/components/privacy-page';
