"""Thin HTTP controllers over the table service."""
