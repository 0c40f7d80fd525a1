/** A delivery address (spec §3). */
export interface Address {
  _id: string;
  address: string;
  city: string;
  state: string;
  country: string;
  zipCode: string;
  isDefault: boolean;
}

export interface AddressMessageResponse {
  success: boolean;
  message: string;
}
