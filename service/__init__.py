"""Tapete: card games as a service."""
