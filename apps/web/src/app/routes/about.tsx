export { default as Component } from '@/features/content/components/about-page';
