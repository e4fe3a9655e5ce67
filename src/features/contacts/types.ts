export interface Contact {
  id: string;
  title: string;
  name: string;
  phoneNumber?: string;
  email?: string;
}
