export { default as Component } from '@/features/content/components/terms-page';
