import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import {
  CARD_ONLY_PAYMENT_METHOD_OPTIONS,
  PAYMENT_METHOD_OPTIONS,
  checkedPaymentMethod,
  selectPaymentMethod,
  type PaymentMethodOption,
} from "@freight/domain/payments/payment-method";

export interface PaymentState {
  lastUsedPayment: PaymentMethodOption["type"] | null;
  /** Card and ACH active, Google Pay and Apple Pay listed but disabled. */
  payments: PaymentMethodOption[];
  /** Top-up accepts a card only. */
  topupPayments: PaymentMethodOption[];
  selectedPaymentId: number | null;
  useBonuses: boolean;
  useBalance: boolean;
}

export const initialPaymentState: PaymentState = {
  lastUsedPayment: null,
  payments: PAYMENT_METHOD_OPTIONS.map((option) => ({ ...option })),
  topupPayments: CARD_ONLY_PAYMENT_METHOD_OPTIONS.map((option) => ({ ...option })),
  selectedPaymentId: null,
  useBonuses: false,
  useBalance: false,
};

export const paymentSlice = createSlice({
  name: "payment",
  initialState: initialPaymentState,
  reducers: {
    /** Selecting a payment marks only that one as checked (a disabled one changes nothing). */
    paymentSelected(state, action: PayloadAction<number>) {
      state.payments = selectPaymentMethod(state.payments, action.payload);
      state.topupPayments = selectPaymentMethod(state.topupPayments, action.payload);
      state.selectedPaymentId = checkedPaymentMethod(state.payments)?.id ?? state.selectedPaymentId;
    },
    fundsToggled(state, action: PayloadAction<{ type: "bonus" | "balance"; isOn: boolean }>) {
      if (action.payload.type === "bonus") state.useBonuses = action.payload.isOn;
      else state.useBalance = action.payload.isOn;
    },
  },
  selectors: {
    selectPaymentOptions: (state) => state.payments,
    selectTopupOptions: (state) => state.topupPayments,
    selectCheckedPayment: (state) => checkedPaymentMethod(state.payments),
    selectFunds: (state) => ({ useBonuses: state.useBonuses, useBalance: state.useBalance }),
  },
});

export const { paymentSelected, fundsToggled } = paymentSlice.actions;
export const { selectPaymentOptions, selectTopupOptions, selectCheckedPayment, selectFunds } =
  paymentSlice.selectors;
